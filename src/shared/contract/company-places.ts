import { z } from 'zod';
import { PLACE_KINDS, PLACE_TEXT } from '../company-places';
import { findTimezone } from '../timezones';
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

export const placeOutput = z.object({ message: z.string(), data: companyPlaceSchema });

const optional = (label: string, max: number) =>
  singleLineText(label)
    .max(max, { error: TEXT_LENGTH_TEXT.tooLong(label, max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const placeFields = {
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
