import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import { type Operation, pathParamNames, sendsBody } from '../../src/shared/contract/operation';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/idempotency';
import { TEXT_EXAMPLES, defOf } from '../shared/contract-inputs';

/**
 * fast-check arbitraries for the contract fuzz test: an operation's input generated from its zod 4
 * schema (mostly what the schema accepts, with ids of real records), then mutated the ways a
 * careless or hostile client would: wrong types, missing and extra fields, huge strings, control
 * characters, prototype keys, bad and other companies' ids, huge numbers, arrays where objects go.
 */

/** Text that callers are known to send badly or with intent. */
export const NASTY_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[2J\u001b[H',
  'line\r\nbreak',
  '\t',
  '\u007f',
  '\u0085\u009b',
  '\ud800',
  'a\udfffb',
  '\ufeff',
  '\u202egnp.exe',
  '🙂'.repeat(70),
  'x'.repeat(300),
  'y'.repeat(5_000),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '%00',
  '%',
  '%zz',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(65),
];

/** Text over the gateway's 64 kB body limit, and, in a query, over Node's 16 kB header limit. */
const OVERSIZED_TEXT = 'z'.repeat(70_000);

const NASTY_NUMBERS: readonly number[] = [0, -0, -1, 0.5, 1e21, -1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63)];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'];

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

const nastyText = fc.constantFrom(...NASTY_TEXTS);

/** Short text with control characters among ordinary ones: every C0 character, DEL and a C1 one. */
const controlText = fc.string({
  unit: fc.oneof(fc.constantFrom(...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f', '\u0085'), fc.constantFrom('a', 'é', ' ')),
  minLength: 1,
  maxLength: 12,
});

/** Any value of a type the field may not expect. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  controlText,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer())),
  fc.constant(deeplyNested(3_000)),
  fc.constant(OVERSIZED_TEXT),
);

export interface FuzzPools {
  /** Ids of records of every kind, of the caller's company and of another, and ids of nothing. */
  ids: readonly string[];
  /** Emails of accounts that exist. */
  emails: readonly string[];
}

function isIdField(name: string | undefined): boolean {
  return name !== undefined && /(^id$|Id$)/.test(name);
}

/** The schema a value must satisfy to count as accepted, and the field it sits in. */
interface Place {
  accepting: z.ZodType;
  field: string | undefined;
}

function textArbitrary(place: Place, maxLength: number | undefined, pools: FuzzPools): fc.Arbitrary<unknown> {
  const candidates = [...TEXT_EXAMPLES, ...pools.emails, ...(isIdField(place.field) ? pools.ids : [])];
  const accepted = candidates.filter((text) => place.accepting.safeParse(text).success);
  const ids = isIdField(place.field) ? [{ weight: 6, arbitrary: fc.constantFrom(...pools.ids) }] : [];
  // Mostly text the field takes, so that most inputs get past the schema to the handler behind it.
  return fc.oneof(
    ...(accepted.length > 0 ? [{ weight: 12, arbitrary: fc.constantFrom(...accepted) }] : []),
    ...ids,
    { weight: 2, arbitrary: fc.string({ maxLength: Math.min(maxLength ?? 60, 60) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: controlText },
    { weight: 1, arbitrary: nastyText },
  );
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const bounds = schema as unknown as { minValue?: number | null; maxValue?: number | null };
  const min = Number.isFinite(bounds.minValue) ? Math.max(bounds.minValue as number, -1e6) : -1e6;
  const max = Number.isFinite(bounds.maxValue) ? Math.min(bounds.maxValue as number, 1e6) : 1e6;
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  );
}

/** A field's value: mostly of its own kind, sometimes of any other. */
function fieldArbitrary(schema: z.ZodType, field: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 15, arbitrary: arbitraryOf(schema, { accepting: schema, field }, pools) }, { weight: 1, arbitrary: wrongValue });
}

/** Values for the schema, walked from its zod 4 definition. */
export function arbitraryOf(schema: z.ZodType, place: Place, pools: FuzzPools): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, fieldArbitrary(child, key, pools)])));
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof({ weight: 3, arbitrary: arbitraryOf(def.innerType as z.ZodType, place, pools) }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof({ weight: 3, arbitrary: arbitraryOf(def.innerType as z.ZodType, place, pools) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryOf(def.innerType as z.ZodType, place, pools);
    case 'pipe':
      // After a preprocess, the schema it feeds decides; otherwise the input side does, judged by the whole pipe.
      return defOf(def.in as z.ZodType).type === 'transform'
        ? arbitraryOf(def.out as z.ZodType, { ...place, accepting: def.out as z.ZodType }, pools)
        : arbitraryOf(def.in as z.ZodType, place, pools);
    case 'array':
      return fc.array(arbitraryOf(def.element as z.ZodType, { accepting: def.element as z.ZodType, field: place.field }, pools), { maxLength: 3 });
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.constantFrom('shirtSize', 'field'), fc.string({ maxLength: 70 }), fc.constantFrom(...PROTOTYPE_KEYS)),
        arbitraryOf(def.valueType as z.ZodType, { accepting: def.valueType as z.ZodType, field: undefined }, pools),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, { ...place, accepting: option }, pools)));
    case 'enum':
      return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...Object.values(def.entries ?? {})) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
    case 'literal':
      return fc.constantFrom(...(def.values ?? [undefined]));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return textArbitrary(place, (schema as unknown as { maxLength?: number | null }).maxLength ?? undefined, pools);
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)(), place, pools);
    default:
      return wrongValue;
  }
}

type Mutation =
  | { kind: 'as generated' }
  | { kind: 'drop'; index: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'prototype key'; key: string; value: unknown }
  | { kind: 'replace whole'; value: unknown }
  | { kind: 'raw path parameter'; segment: string };

/** Path parameters as a client may write them unencoded: bad and overlong percent escapes, dot segments, NUL. */
const RAW_SEGMENTS = ['%zz', '%', '%FF', '%ED%A0%80', '%C0%AF', '..', '.', '%2e%2e', '%2F', '%00', '%0d%0aSet-Cookie:%20a=b', ';', '*'];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'as generated' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), index: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: fc.string({ maxLength: 12 }), value: wrongValue }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('prototype key' as const),
      key: fc.constantFrom(...PROTOTYPE_KEYS),
      value: fc.oneof(fc.constant({ isAdmin: true, role: 'SUPER_ADMIN' }), fc.constant({ prototype: { polluted: true } }), wrongValue),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace whole' as const), value: wrongValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw path parameter' as const), segment: fc.constantFrom(...RAW_SEGMENTS) }) },
);

/** Percent-encoded as UTF-8; a lone surrogate, which UTF-8 cannot carry, goes as U+FFFD, as browsers send it. */
function encoded(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** One request as it goes on the wire. */
export interface WireRequest {
  method: Operation['method'];
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every value as JSON; a prototype key is written into the text, as no object spread would keep it. */
function jsonWith(fields: Record<string, unknown>, protoKey: { key: string; value: unknown } | undefined): string {
  const text = JSON.stringify(fields);
  if (protoKey === undefined) return text;
  const injected = `${JSON.stringify(protoKey.key)}:${JSON.stringify(protoKey.value) ?? 'null'}`;
  return text === '{}' ? `{${injected}}` : `{${injected},${text.slice(1)}`;
}

function queryText(value: unknown): string {
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function queryOf(fields: Record<string, unknown>, protoKey: { key: string; value: unknown } | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, queryText(item));
  }
  if (protoKey !== undefined) query.append(protoKey.key, queryText(protoKey.value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The request an input and its mutation make: path parameters in the path, the rest in the body or query. */
function wireRequest(operation: Operation, generated: unknown, change: Mutation): WireRequest {
  const names = pathParamNames(operation.path);
  let fields: Record<string, unknown> = typeof generated === 'object' && generated !== null ? { ...(generated as Record<string, unknown>) } : {};
  if (change.kind === 'drop') {
    const keys = Object.keys(fields);
    const dropped = keys[change.index % Math.max(keys.length, 1)];
    fields = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== dropped));
  }
  if (change.kind === 'extra') fields = { ...fields, [change.key]: change.value };
  const protoKey = change.kind === 'prototype key' ? change : undefined;

  const base = operation.path.startsWith('/') ? operation.path : `/${operation.path}`;
  const path = base.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (change.kind === 'raw path parameter') return change.segment;
    const value = fields[name];
    return value === undefined ? '' : encoded(queryText(value));
  });
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !names.includes(key)));
  if (!sendsBody(operation.method)) return { method: operation.method, path: `${path}${queryOf(rest, protoKey)}`, headers: {} };
  const body = change.kind === 'replace whole' ? (JSON.stringify(change.value) ?? 'null') : jsonWith(rest, protoKey);
  return { method: operation.method, path, headers: { 'content-type': 'application/json' }, body };
}

/** Header values a client might send, wrong ones among them (Node refuses only bytes outside latin-1 and controls). */
const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
  fc.constantFrom('', ' ', 'é-latin-1', 'k'.repeat(300), randomUUID()),
);

const headerChange = fc.oneof(
  { weight: 20, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.record({
      'content-type': fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/xml',
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ product: fc.constantFrom('RECRUITMENT', 'onboarding', 'SSO_ADMIN', '', 'ONBOARDING,ONBOARDING') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      authorization: fc.constantFrom('Bearer', 'Bearer ', 'Bearer a.b.c', 'Basic YWRtaW46YWRtaW4=', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
    }),
  },
);

/** Requests for one operation: its input generated and mutated, with its headers now and then wrong too. */
export function requestArbitrary(operation: Operation, pools: FuzzPools): fc.Arbitrary<WireRequest> {
  const keyed = operation.idempotencyKey === true ? fc.option(headerText, { nil: undefined }) : fc.constant(undefined);
  return fc
    .tuple(arbitraryOf(operation.input, { accepting: operation.input, field: undefined }, pools), mutation, headerChange, keyed)
    .map(([generated, change, headers, key]) => {
      const request = wireRequest(operation, generated, change);
      return { ...request, headers: { ...request.headers, ...headers, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) } };
    });
}
