import type { z } from 'zod';
import { RECORD_ID_SCHEMAS } from '../../src/shared/contract/onboarding-schemas';
import { welcomeBlockIdSchema } from '../../src/shared/contract/welcome-pages';
import { WRAPPERS, accepts, defOf } from '../shared/contract-inputs';
import { todayPlus } from './new-hires-gateway';

/**
 * Which fields of the contract's zod input schemas name records, and a valid value for every other
 * field, to make calls from them.
 */

/** Texts tried, in order, for a required text field: the first its schema accepts is used. */
const TEXT_SAMPLES = [
  'Isolation probe',
  'probe@globex.example',
  todayPlus(30),
  '(UTC) Edinburgh, London',
  '#0f766e',
  'https://globex.example',
  '09:00',
  '+447700900123',
  // A right of the access pages.
  'onb.reports.view',
  // A password the policy takes, a verification and a reset code, a country of the list, a criterion.
  'Fresh@Pass1',
  '4417',
  '441744',
  'Ireland',
  'department',
  // A video link of a welcome page: https on a known video host.
  'https://vimeo.com/76979871',
];

/** The schema a value is checked by first, past wrappers and to the checking side of pipes (not into arrays). */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return core(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return core(defOf(def.in).type === 'transform' ? def.out : def.in);
  return schema;
}

/** Every schema a value passes through, arrays' items included. */
function layers(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  const inner = [def.innerType, def.in, def.out, def.element].filter((each): each is z.ZodType => each !== undefined);
  return [schema, ...inner.flatMap(layers)];
}

export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> | undefined => defOf(core(schema)).shape;
export const itemOf = (schema: z.ZodType): z.ZodType | undefined => {
  const inner = core(schema);
  return defOf(inner).type === 'array' ? defOf(inner).element : undefined;
};

export function isIdField(name: string, schema: z.ZodType): boolean {
  // A block of a welcome page is named by the page's own text key, not a record of the company.
  if (layers(schema).includes(welcomeBlockIdSchema)) return false;
  return /^(id|.+Id|.+Ids)$/.test(name) || layers(schema).some((layer) => RECORD_ID_SCHEMAS.has(layer));
}

export type Path = (string | number)[];
export interface IdField {
  path: Path;
  name: string;
  schema: z.ZodType;
  /** The object the field sits in: its choices are varied while the field is probed. */
  parent: z.ZodType;
}

/** The id fields of an input, at any depth (an array of objects is entered through its first item). */
export function idFields(schema: z.ZodType, path: Path = []): IdField[] {
  return Object.entries(shapeOf(schema) ?? {}).flatMap(([name, field]) => {
    if (isIdField(name, field)) return [{ path: [...path, name], name, schema: field, parent: schema }];
    const item = itemOf(field);
    if (item && shapeOf(item)) return idFields(item, [...path, name, 0]);
    return shapeOf(field) ? idFields(field, [...path, name]) : [];
  });
}

/** Values worth trying for a field whose checking schema is `inner`, most likely first. */
function candidatesFor(inner: z.ZodType, label: string, ownId: (field: IdField) => unknown): unknown[] {
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return [sampleObject(inner, label, ownId)];
    case 'array':
      return [[], [sample(def.element as z.ZodType, label, ownId)]];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'literal':
      return [...(def.values ?? [])];
    case 'union':
      return (def.options ?? []).map((option) => sample(option, label, ownId));
    case 'number':
      return [1, 0, 2031];
    case 'boolean':
      return [true];
    case 'record':
      return [{}];
    case 'string':
      return TEXT_SAMPLES;
    default:
      return [null];
  }
}

/** A valid value for a field that is not an id, the ids in it filled by `ownId`; undefined when the field may be left out. */
export function sample(schema: z.ZodType, label: string, ownId: (field: IdField) => unknown): unknown {
  if (accepts(schema, undefined)) return undefined;
  const inner = core(schema);
  const candidates = candidatesFor(inner, label, ownId);
  const fitting = candidates.find((candidate) => accepts(schema, candidate));
  if (fitting === undefined) throw new Error(`No valid value for "${label}" (${defOf(inner).type}): add one to TEXT_SAMPLES or teach sample() the type.`);
  return fitting;
}

export function sampleObject(schema: z.ZodType, label: string, ownId: (field: IdField) => unknown, path: Path = []): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shapeOf(schema) ?? {})) {
    const filled = isIdField(name, field) ? ownId({ path: [...path, name], name, schema: field, parent: schema }) : sample(field, `${label}.${name}`, ownId);
    if (filled !== undefined) value[name] = filled;
  }
  return value;
}

export function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const [index, key] of path.slice(0, -1).entries()) {
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1) as string | number] = value;
}

/** The probed field's sibling choices (enums), each option in turn: a choice may be what makes the handler read the id. */
export function choiceVariants(field: IdField): [string, unknown][] {
  return Object.entries(shapeOf(field.parent) ?? {}).flatMap(([name, sibling]) => {
    const def = defOf(core(sibling));
    return def.type === 'enum' && name !== field.name ? Object.values(def.entries ?? {}).map((option): [string, unknown] => [name, option]) : [];
  });
}
