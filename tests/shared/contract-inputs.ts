import type { z } from 'zod';
import { COUNTRIES } from '../../src/shared/countries';
import { type Operation, pathParamNames, sendsBody } from '../../src/shared/contract/operation';
import { operations } from '../../src/shared/contract/registry';
import { TIMEZONES } from '../../src/shared/timezones';

/**
 * What the contract-wide suites need to know about an operation's input, read from its zod 4
 * schema so that a new operation or field is covered without touching them: the places that take
 * text, and one input the schema accepts.
 */

export type InputPath = readonly (string | number)[];

/** A place in an input that takes text; `recordKey` when it is the key of a record rather than a value. */
export interface TextField {
  path: InputPath;
  recordKey: boolean;
  /** Where the field is in one branch of a union of objects (a page's blocks by kind): that branch's example, to put at its path first. */
  branch?: { path: InputPath; example: unknown };
}

/** The key examples give a record, so a value's path is known. */
export const RECORD_KEY = 'field';

// Zod 4 keeps each schema's definition under `_zod.def`; only the parts walked here are typed.
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  getter?: () => z.ZodType;
}

export function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

export const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** Every place of the schema's input that takes text, each once. */
export function textFields(schema: z.ZodType): TextField[] {
  const found = new Map<string, TextField>();
  const visit = (node: z.ZodType, path: InputPath, recordKey: boolean, branch?: TextField['branch']): void => {
    const def = defOf(node);
    if (def.type === 'string') {
      const key = JSON.stringify([path, recordKey]);
      if (!found.has(key)) found.set(key, { path, recordKey, ...(branch === undefined ? {} : { branch }) });
    } else if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape ?? {})) visit(child, [...path, key], false, branch);
    } else if (WRAPPERS.has(def.type)) {
      visit(def.innerType as z.ZodType, path, recordKey, branch);
    } else if (def.type === 'pipe') {
      visit(def.in as z.ZodType, path, recordKey, branch);
      visit(def.out as z.ZodType, path, recordKey, branch);
    } else if (def.type === 'array') {
      visit(def.element as z.ZodType, [...path, 0], false, branch);
    } else if (def.type === 'record') {
      visit(def.keyType as z.ZodType, [...path, RECORD_KEY], true, branch);
      visit(def.valueType as z.ZodType, [...path, RECORD_KEY], false, branch);
    } else if (def.type === 'union') {
      for (const option of def.options ?? []) {
        const isObject = defOf(option).type === 'object';
        visit(option, path, recordKey, branch ?? (isObject ? { path, example: exampleOf(option) } : undefined));
      }
    } else if (def.type === 'lazy') {
      visit((def.getter as () => z.ZodType)(), path, recordKey, branch);
    }
  };
  visit(schema, [], false);
  return [...found.values()];
}

/** Text that one field or another of the contract accepts; the first a field accepts is its example. */
export const TEXT_EXAMPLES: readonly string[] = [
  'Ada',
  'ada@example.com',
  '2031-06-02',
  '09:00',
  '+447700900123',
  '#1677ff',
  // A colour white text reads well on: what the brand colour takes.
  '#0958d9',
  'https://example.com',
  '123456',
  '1234',
  'Onboard@2027',
  COUNTRIES[0] as string,
  (TIMEZONES[0] as { text: string }).text,
  '<p>Hello</p>',
  'department',
];

const NUMBER_EXAMPLES = [1, 0, 10, 100, 2031];

export function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** A value the schema accepts, with every optional field present where it can be; undefined when none is found. */
export function exampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return exampleObject(schema, def.shape ?? {});
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional': {
      const inner = exampleOf(def.innerType as z.ZodType);
      return inner === undefined && def.type === 'nullable' ? null : inner;
    }
    case 'array': {
      const item = exampleOf(def.element as z.ZodType);
      return item === undefined ? [] : [item];
    }
    case 'record': {
      const value = exampleOf(def.valueType as z.ZodType);
      return { [RECORD_KEY]: value };
    }
    case 'union':
      return (def.options ?? []).map(exampleOf).find((value) => accepts(schema, value));
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'number':
      return NUMBER_EXAMPLES.find((value) => accepts(schema, value));
    case 'pipe': {
      // A preprocess (a transform before the schema) takes whatever the schema after it takes.
      if (defOf(def.in as z.ZodType).type === 'transform') return exampleOf(def.out as z.ZodType);
      return TEXT_EXAMPLES.find((text) => accepts(schema, text)) ?? NUMBER_EXAMPLES.find((value) => accepts(schema, value)) ?? exampleOf(def.in as z.ZodType);
    }
    case 'string':
      return TEXT_EXAMPLES.find((text) => accepts(schema, text));
    case 'lazy':
      return exampleOf((def.getter as () => z.ZodType)());
    default:
      return undefined;
  }
}

/** Each field's example; where a rule over the whole object refuses them (passwords that must match), other examples of the named field are tried. */
function exampleObject(schema: z.ZodType, shape: Record<string, z.ZodType>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(shape)) {
    const example = exampleOf(child);
    if (example !== undefined) value[key] = example;
  }
  const result = schema.safeParse(value);
  if (result.success) return value;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || shape[key] === undefined) continue;
    const field = shape[key];
    const other = TEXT_EXAMPLES.find((text) => accepts(field, text) && accepts(schema, { ...value, [key]: text }));
    if (other !== undefined) return { ...value, [key]: other };
    // A field the object may go without (it has a default), left out when its example clashes with another's.
    const without = Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
    if (accepts(field, undefined) && accepts(schema, without)) return without;
  }
  return value;
}

/** The example with the text at the field's place: in the field's own branch of a union where it has one. */
export function exampleWithText(example: unknown, field: TextField, text: string): unknown {
  const base = field.branch === undefined ? example : withValueAt(example, field.branch.path, field.branch.example);
  return withValueAt(base, field.path, text, field.recordKey);
}

/** A copy of the input with the value at the path replaced, or, for a record key, the key renamed. */
export function withValueAt(input: unknown, path: InputPath, value: unknown, recordKey = false): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  // A path into an array where the example took another branch of a union (a text, not a list of options).
  if (typeof head === 'number' && !Array.isArray(input)) return withValueAt([], path, value, recordKey);
  if (Array.isArray(input)) {
    const copy = [...input];
    copy[head as number] = withValueAt(copy[head as number], rest, value, recordKey);
    return copy;
  }
  const object = input as Record<string, unknown>;
  if (recordKey && rest.length === 0) {
    return Object.fromEntries(Object.entries(object).map(([key, kept]) => [key === head ? String(value) : key, kept]));
  }
  return { ...object, [head]: withValueAt(object[head], rest, value, recordKey) };
}

/** The onboarding operations, each with its name. */
export function onboardingOperations(): Operation[] {
  return (Object.values(operations) as Operation[]).filter((operation) => operation.gateway === 'onboarding');
}

export interface HttpRequest {
  method: Operation['method'];
  /** Path and query string, encoded. */
  url: string;
  body?: unknown;
}

/**
 * The HTTP request an input makes, as a client would send it: path parameters in the path, the
 * rest in the query string (GET, DELETE; arrays as repeated parameters) or the JSON body.
 */
export function requestOf(operation: Operation, input: Record<string, unknown>): HttpRequest {
  const names = pathParamNames(operation.path);
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !names.includes(key)));
  const base = operation.path.startsWith('/') ? operation.path : `/${operation.path}`;
  const path = base.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  if (sendsBody(operation.method)) return { method: operation.method, url: path, body: rest };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = query.toString();
  return { method: operation.method, url: text === '' ? path : `${path}?${text}`, body: undefined };
}

/** The key `fieldErrors` gives a field: its path, dotted. */
export function fieldKey(path: InputPath): string {
  return path.map(String).join('.');
}
