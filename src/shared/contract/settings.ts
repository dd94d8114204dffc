import { z } from 'zod';
import { PRODUCT_CODES } from '../products';
import { optionSchema, recordId } from './onboarding-schemas';
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

export const updateCompanyBranding = defineOperation({
  name: 'settings.updateBranding',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/company-branding',
  summary: 'Set the brand colour and the logo (an image uploaded with POST /files, at most 512 kB).',
  input: z.object({
    brandColor: singleLineText('Brand colour').regex(HEX_COLOUR, { error: 'Use a colour written as #rrggbb.' }),
    logoFileId: recordId('Logo').nullable(),
    website: singleLineText('Website')
      .max(300)
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.url({ protocol: /^https$/, error: 'Use an https:// address.' }).nullable()),
  }),
  output: companyDetailsOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const listDepartments = defineOperation({
  name: 'settings.departments',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/departments',
  summary: 'The company’s departments, by name.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(optionSchema) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

export const listLocations = defineOperation({
  name: 'settings.locations',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/locations',
  summary: 'The company’s locations, by name, each with its timezone (a timezone entry’s text) when set.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(optionSchema.extend({ timezone: z.string().nullable() })) }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

/** Spec section 3: async options are `_id` with `fullName`. */
export const userOptionSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string(), role: z.string() });
export type UserOption = z.infer<typeof userOptionSchema>;

/** Every `settings.*` operation, by name. */
export const settingsOperations = {
  'settings.companyDetails': getCompanyDetails,
  'settings.updateBranding': updateCompanyBranding,
  'settings.departments': listDepartments,
  'settings.locations': listLocations,
} as const satisfies NamespaceOperations<'settings'>;
