import { z } from 'zod';
import { BRAND_ASSET_KINDS, BRAND_ASSET_LABELS, BRAND_MIN_CONTRAST, BRAND_TEXT, type BrandAssetKind, brandColourContrast } from '../brand';
import { PRODUCT_CODES } from '../products';
import { HOLIDAY_ORIGINS, HOLIDAY_YEARS, ISO_WEEKDAYS, WORKING_DAYS_TEXT } from '../working-days';
import { companyPlaceSchema, placeFields, placeKindSchema, placeOutput } from './company-places';
import { isoDate, optionSchema, placeOptionSchema, recordId } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { singleLineText } from './text';

/** The company's own settings the onboarding screens read: branding, departments, locations, people. */

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const companyDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  products: z.array(z.enum(PRODUCT_CODES)),
  /** The welcome experience's accent colour, #rrggbb. */
  brandColor: z.string(),
  /** The logo inlined as a data: URL (the renderer's CSP allows no remote images); null when none is set. */
  logo: z.object({ fileId: z.string(), dataUrl: z.string() }).nullable(),
  /** The other branded assets by file id, read through the bridge's `files.image`; null where none is set. */
  assets: z.object({ logoDark: z.string().nullable(), icon: z.string().nullable(), hero: z.string().nullable(), emailHeader: z.string().nullable() }),
  website: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

const companyDetailsOutput = z.object({ message: z.string(), data: companyDetailsSchema });

export const getCompanyDetails = defineOperation({
  name: 'settings.companyDetails',
  gateway: 'onboarding',
  method: 'GET',
  path: '/settings/company-details',
  summary: 'The signed-in user’s company: name, products and branding.',
  input: z.object({}),
  output: companyDetailsOutput,
  access: { kind: 'signedIn' },
  idempotent: true,
  renderer: true,
});

/** Branded assets (docs/adr/0011-welcome-pages.md, Brand): each kind with the limits its bytes are checked against. */
export const brandAssetSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BrandAsset = z.infer<typeof brandAssetSchema>;

const brandAssetKindSchema = z.enum(BRAND_ASSET_KINDS);

export const brandedAssetsSchema = z.object({
  brandColor: z.string(),
  assets: z.object(
    Object.fromEntries(BRAND_ASSET_KINDS.map((kind) => [kind, brandAssetSchema.nullable()])) as Record<BrandAssetKind, z.ZodNullable<typeof brandAssetSchema>>,
  ),
  website: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type BrandedAssets = z.infer<typeof brandedAssetsSchema>;

const brandedAssetsOutput = z.object({ message: z.string(), data: brandedAssetsSchema });
const brandColor = singleLineText('Brand colour')
  .regex(HEX_COLOUR, { error: 'Use a colour written as #rrggbb.' })
  .refine((colour) => HEX_COLOUR.test(colour) && brandColourContrast(colour) >= BRAND_MIN_CONTRAST, { error: BRAND_TEXT.lowContrast });

export const getBrandedAssets = defineOperation({
  name: 'settings.brandedAssets',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/branded-assets',
  summary: 'The brand colour and the branded assets: logos for light and dark backgrounds, the small icon, the email header and the welcome hero image.',
  input: z.object({}),
  output: brandedAssetsOutput,
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const checkBrandAsset = defineOperation({
  name: 'settings.checkBrandAsset',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/branded-assets/check',
  summary: 'Checks an uploaded image (POST /files) against the limits of a kind of asset, by its bytes, before the assets are saved.',
  input: z.object({ kind: brandAssetKindSchema, fileId: recordId('Image') }),
  output: z.object({ message: z.string(), data: brandAssetSchema }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const updateBrandedAssets = defineOperation({
  name: 'settings.updateBrandedAssets',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/branded-assets',
  summary:
    'Set the brand colour (checked for contrast against text), the website and each branded asset (an image checked by its bytes, or null for none). 409 when they changed since they were read.',
  input: z.object({
    version: z.coerce.number().int().min(1),
    brandColor,
    website: singleLineText('Website')
      .max(300)
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.url({ protocol: /^https$/, error: 'Use an https:// address.' }).nullable()),
    assets: z.object(
      Object.fromEntries(BRAND_ASSET_KINDS.map((kind) => [kind, recordId(BRAND_ASSET_LABELS[kind]).nullable()])) as Record<
        BrandAssetKind,
        z.ZodNullable<ReturnType<typeof recordId>>
      >,
    ),
  }),
  output: brandedAssetsOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const listDepartments = defineOperation({
  name: 'settings.departments',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/departments',
  summary: 'The company’s departments, by name; archived ones are marked, for showing on the hires that hold them but not offering anew.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(placeOptionSchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const listLocations = defineOperation({
  name: 'settings.locations',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/locations',
  summary: 'The company’s locations, by name, each with its timezone (a timezone entry’s text) when set; archived ones are marked.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(placeOptionSchema.extend({ timezone: z.string().nullable() })) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const listOtherCriteria = defineOperation({
  name: 'settings.otherCriteria',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/other-criteria',
  summary: 'The company’s other criteria (its own values such as “Contractor”), by name; archived ones are marked.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(placeOptionSchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

/** Working days and holiday calendars (docs/gateway.md, Working days and holidays). */

const isoWeekdaySchema = z.union(ISO_WEEKDAYS.map((day) => z.literal(day)));
const workingDaysOutput = z.object({ message: z.string(), data: z.object({ workingDays: z.array(isoWeekdaySchema) }) });

export const getWorkingDays = defineOperation({
  name: 'settings.workingDays',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/working-days',
  summary: 'The weekdays the company works (1 is Monday, 7 is Sunday); due dates land on them.',
  input: z.object({}),
  output: workingDaysOutput,
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const updateWorkingDays = defineOperation({
  name: 'settings.updateWorkingDays',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/working-days',
  summary: 'Set the weekdays the company works: at least one.',
  input: z.object({
    workingDays: z
      .array(isoWeekdaySchema, { error: WORKING_DAYS_TEXT.workingDaysInvalid })
      .min(1, { error: WORKING_DAYS_TEXT.workingDaysEmpty })
      .max(7, { error: WORKING_DAYS_TEXT.workingDaysInvalid }),
  }),
  output: workingDaysOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const holidayCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type HolidayCountry = z.infer<typeof holidayCountrySchema>;

export const listHolidayCountries = defineOperation({
  name: 'settings.holidayCountries',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/holiday-countries',
  summary: 'The countries, and their regions, whose public holidays a location may import, by name.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(holidayCountrySchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const locationHolidaySchema = z.object({
  /** YYYY-MM-DD. */
  day: z.string(),
  name: z.string(),
  origin: z.enum(HOLIDAY_ORIGINS),
  /** An imported day the company works all the same: kept so that importing again leaves it out. */
  removed: z.boolean(),
});
export type LocationHoliday = z.infer<typeof locationHolidaySchema>;

export const locationCalendarSchema = z.object({
  location: optionSchema.extend({ timezone: z.string().nullable() }),
  /** Where its public holidays were imported from; null before the first import. */
  imported: z.object({ country: z.string(), region: z.string().nullable(), name: z.string() }).nullable(),
  year: z.number().int(),
  /** The year's days off, imported and the company's own, by day. */
  holidays: z.array(locationHolidaySchema),
});
export type LocationCalendar = z.infer<typeof locationCalendarSchema>;
const locationCalendarOutput = z.object({ message: z.string(), data: locationCalendarSchema });

const holidayYear = (label: string) =>
  z.coerce
    .number({ error: WORKING_DAYS_TEXT.yearInvalid(label) })
    .int({ error: WORKING_DAYS_TEXT.yearInvalid(label) })
    .min(HOLIDAY_YEARS.min, { error: WORKING_DAYS_TEXT.yearInvalid(label) })
    .max(HOLIDAY_YEARS.max, { error: WORKING_DAYS_TEXT.yearInvalid(label) });

export const getLocationHolidays = defineOperation({
  name: 'settings.locationHolidays',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/locations/{locationId}/holidays',
  summary: 'A location’s holiday calendar for one year: where it is imported from and every day off, removed ones included.',
  input: z.object({ locationId: recordId('Location'), year: holidayYear('Year') }),
  output: locationCalendarOutput,
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const importLocationHolidays = defineOperation({
  name: 'settings.importHolidays',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/locations/{locationId}/holidays/import',
  summary:
    'Import a country’s (or region’s) public holidays into a location for a range of years. Importing again adds only what is missing; days the company removed stay removed, and another country’s imported days are replaced.',
  input: z
    .object({
      locationId: recordId('Location'),
      country: singleLineText('Country').min(1, { error: WORKING_DAYS_TEXT.countryRequired }).max(10),
      region: singleLineText('Region')
        .max(20)
        .nullish()
        .transform((value) => (value ? value : null)),
      fromYear: holidayYear('From year'),
      toYear: holidayYear('To year'),
    })
    .refine((input) => input.fromYear <= input.toYear, { error: WORKING_DAYS_TEXT.yearsReversed, path: ['toYear'] })
    .refine((input) => input.toYear - input.fromYear < HOLIDAY_YEARS.perImport, { error: WORKING_DAYS_TEXT.tooManyYears, path: ['toYear'] }),
  output: z.object({ message: z.string(), data: z.object({ imported: z.number().int(), calendar: locationCalendarSchema }) }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const addLocationDayOff = defineOperation({
  name: 'settings.addDayOff',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/locations/{locationId}/holidays',
  summary: 'Add a day off to a location (or put back an imported day that was removed), under a name.',
  input: z.object({
    locationId: recordId('Location'),
    day: isoDate('Day'),
    name: singleLineText('Name').min(1, { error: WORKING_DAYS_TEXT.nameRequired }).max(100),
  }),
  output: locationCalendarOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const removeLocationDayOff = defineOperation({
  name: 'settings.removeDayOff',
  gateway: 'onboarding',
  method: 'DELETE',
  path: 'settings/locations/{locationId}/holidays/{day}',
  summary: 'Take a day off a location’s calendar: the company’s own day is deleted, an imported one is kept as removed.',
  input: z.object({ locationId: recordId('Location'), day: isoDate('Day') }),
  output: locationCalendarOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

/** Spec section 3: async options are `_id` with `fullName`. */
export const userOptionSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string(), role: z.string() });
export type UserOption = z.infer<typeof userOptionSchema>;

/** Departments, locations and other criteria as settings (docs/gateway.md, Departments, locations and other criteria). */

const placeId = { kind: placeKindSchema, id: recordId('Id') };
const placeVersion = z.coerce.number().int().min(1);

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
  input: z.object({ ...placeId, version: placeVersion, ...placeFields }),
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
  input: z.object({ ...placeId, version: placeVersion, archived: z.boolean() }),
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
  input: z.object({ ...placeId, version: placeVersion, intoId: recordId('Merge into') }),
  output: z.object({ message: z.string(), data: z.object({ merged: companyPlaceSchema, into: companyPlaceSchema }) }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  renderer: true,
});

/** Every `settings.*` operation, by name. */
export const settingsOperations = {
  'settings.companyDetails': getCompanyDetails,
  'settings.brandedAssets': getBrandedAssets,
  'settings.checkBrandAsset': checkBrandAsset,
  'settings.updateBrandedAssets': updateBrandedAssets,
  'settings.departments': listDepartments,
  'settings.locations': listLocations,
  'settings.otherCriteria': listOtherCriteria,
  'settings.places': listCompanyPlaces,
  'settings.addPlace': addCompanyPlace,
  'settings.updatePlace': updateCompanyPlace,
  'settings.archivePlace': archiveCompanyPlace,
  'settings.mergePlace': mergeCompanyPlace,
  'settings.workingDays': getWorkingDays,
  'settings.updateWorkingDays': updateWorkingDays,
  'settings.holidayCountries': listHolidayCountries,
  'settings.locationHolidays': getLocationHolidays,
  'settings.importHolidays': importLocationHolidays,
  'settings.addDayOff': addLocationDayOff,
  'settings.removeDayOff': removeLocationDayOff,
} as const satisfies NamespaceOperations<'settings'>;
