import { z } from 'zod';
import { PLACE_KINDS, PLACE_TEXT } from '../company-places';
import { findTimezone } from '../timezones';
import { recordId } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { TEXT_LENGTH_TEXT, multiLineText, singleLineText } from './text';

/** Departments, locations and other criteria kept as settings (docs/gateway.md, Departments, locations and other criteria). */

export const placeKindSchema = z.enum(PLACE_KINDS);

export const companyPlaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  externalCode: z.string().nullable(),
  /** Locations only; null elsewhere. */
  address: z.string().nullable(),
  timezone: z.string().nullable(),
  archived: z.boolean(),
  version: z.number().int(),
  /** Hires that hold it, and rules (plans, task templates, later pages and emails) that name it. */
  usage: z.object({ hires: z.number().int(), rules: z.number().int() }),
});
export type CompanyPlace = z.infer<typeof companyPlaceSchema>;

const placeOutput = z.object({ message: z.string(), data: companyPlaceSchema });

const optional = (label: string, max: number) =>
  singleLineText(label)
    .max(max, { error: TEXT_LENGTH_TEXT.tooLong(label, max) })
    .nullish()
    .transform((value) => (value ? value : null));

const placeFields = {
  name: singleLineText('Name', { missing: PLACE_TEXT.nameRequired })
    .min(1, { error: PLACE_TEXT.nameRequired })
    .max(100, { error: TEXT_LENGTH_TEXT.tooLong('Name', 100) }),
  externalCode: optional('External id', 100),
  address: multiLineText('Address')
    .max(500, { error: TEXT_LENGTH_TEXT.tooLong('Address', 500) })
    .nullish()
    .transform((value) => (value ? value : null)),
  timezone: optional('Time zone', 200).refine((text) => text === null || findTimezone(text) !== undefined, { error: PLACE_TEXT.timezoneUnknown }),
};

const placeId = { kind: placeKindSchema, id: recordId('Id') };
const version = z.coerce.number().int().min(1);

export const listCompanyPlaces = defineOperation({
  name: 'settings.places',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/places/{kind}',
  summary: 'The company’s departments, locations or other criteria by name, archived ones included, each with how many hires and rules use it.',
  input: z.object({ kind: placeKindSchema }),
  output: z.object({ message: z.string(), data: z.array(companyPlaceSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const addCompanyPlace = defineOperation({
  name: 'settings.addPlace',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/places/{kind}',
  summary: 'Add a department, location or other criterion; its name must be new to the company. Address and time zone are kept for locations only.',
  input: z.object({ kind: placeKindSchema, ...placeFields }),
  output: placeOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  renderer: true,
});

export const updateCompanyPlace = defineOperation({
  name: 'settings.updatePlace',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/places/{kind}/{id}',
  summary: 'Rename or edit one, naming the version read (409 when someone saved first). Rules hold ids, so a rename keeps them.',
  input: z.object({ ...placeId, version, ...placeFields }),
  output: placeOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const archiveCompanyPlace = defineOperation({
  name: 'settings.archivePlace',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/places/{kind}/{id}/archived',
  summary: 'Archive one (it stays on hires and rules but is no longer offered for new hires), or bring it back.',
  input: z.object({ ...placeId, version, archived: z.boolean() }),
  output: placeOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const mergeCompanyPlace = defineOperation({
  name: 'settings.mergePlace',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/places/{kind}/{id}/merge',
  summary: 'Merge one into another of the same kind: its hires and rules move to the other, and it is archived.',
  input: z.object({ ...placeId, version, intoId: recordId('Merge into') }),
  output: z.object({ message: z.string(), data: z.object({ merged: companyPlaceSchema, into: companyPlaceSchema }) }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  renderer: true,
});

/** Every company-places operation, by name (part of the `settings` name space). */
export const companyPlacesOperations = {
  'settings.places': listCompanyPlaces,
  'settings.addPlace': addCompanyPlace,
  'settings.updatePlace': updateCompanyPlace,
  'settings.archivePlace': archiveCompanyPlace,
  'settings.mergePlace': mergeCompanyPlace,
} as const satisfies NamespaceOperations<'settings'>;
