import { z } from 'zod';
import { CUSTOM_FIELD_FILLERS, CUSTOM_FIELD_TYPES, CUSTOM_FIELD_TEXT_MAX } from '../custom-fields';
import { VALIDATION } from '../messages';
import { recordId } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { singleLineText, TEXT_LENGTH_TEXT } from './text';

/** Custom fields of a hire (docs/gateway.md, Custom fields): company admins manage them, coordinators read them. */

const atMost = (label: string, max: number) => ({ error: TEXT_LENGTH_TEXT.tooLong(label, max) });
const requiredText = (label: string, max: number) => singleLineText(label).min(1, { error: VALIDATION.fieldRequired }).max(max, atMost(label, max));
const version = z.coerce.number().int().min(1);
const limit = z.number().int().min(0).max(CUSTOM_FIELD_TEXT_MAX).optional();
const bound = z.number().finite().optional();

export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES, { error: 'Choose a type.' });
export const customFieldFillerSchema = z.enum(CUSTOM_FIELD_FILLERS, { error: 'Choose who fills it.' });

export const customFieldOptionSchema = z.object({ key: z.string(), label: z.string(), archived: z.boolean() });

export const customFieldValidationSchema = z.object({
  required: z.boolean().optional(),
  minLength: limit,
  maxLength: limit,
  min: bound,
  max: bound,
});

/** An option as a form sends it: a new one has no key yet (the gateway makes it from the label). */
const optionInput = z.object({
  key: singleLineText('Option key').max(64).optional(),
  label: requiredText('Option', 100),
  archived: z.boolean().default(false),
});

const fieldInput = {
  label: requiredText('Label', 100),
  helpText: singleLineText('Help text')
    .max(300, atMost('Help text', 300))
    .nullish()
    .transform((value) => (value ? value : null)),
  section: requiredText('Section', 60),
  options: z.array(optionInput).max(100, { error: 'A field can have at most 100 options.' }).default([]),
  validation: customFieldValidationSchema.default({}),
  filledBy: customFieldFillerSchema,
};

export const customFieldSchema = z.object({
  _id: z.string(),
  /** Made from the label at creation; never changes. */
  key: z.string(),
  label: z.string(),
  helpText: z.string().nullable(),
  section: z.string(),
  type: customFieldTypeSchema,
  options: z.array(customFieldOptionSchema),
  validation: customFieldValidationSchema,
  filledBy: customFieldFillerSchema,
  archived: z.boolean(),
  /** What uses the field: rules now; pages, emails, documents and reports as they come. */
  usage: z.object({ rules: z.number().int() }),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** A hire field the product has itself: listed as locked, never a row. */
export const builtInFieldSchema = z.object({ key: z.string(), label: z.string(), section: z.string(), type: customFieldTypeSchema });
export type BuiltInField = z.infer<typeof builtInFieldSchema>;

const fieldOutput = z.object({ message: z.string(), data: customFieldSchema });

export const listCustomFields = defineOperation({
  name: 'fields.list',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/fields',
  summary: 'The company’s custom fields of a hire, archived ones included, each with what uses it; and the built-in fields, locked.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.object({ fields: z.array(customFieldSchema), builtIns: z.array(builtInFieldSchema) }) }),
  access: { kind: 'right', right: 'onb.fields.view' },
  idempotent: true,
  renderer: true,
});

export const createCustomField = defineOperation({
  name: 'fields.create',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/fields',
  summary: 'Add a custom field; its key is made from the label and never changes.',
  input: z.object({ ...fieldInput, type: customFieldTypeSchema }),
  output: fieldOutput,
  access: { kind: 'right', right: 'onb.fields.manage' },
  idempotent: false,
  renderer: true,
});

export const updateCustomField = defineOperation({
  name: 'fields.update',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/fields/{id}',
  summary: 'Change a custom field’s label, help text, section, options, validation or who fills it; its type and key stay.',
  input: z.object({
    id: recordId('Field id'),
    version,
    ...fieldInput,
    /** Sent back as read; a different one is refused, naming the field. */
    type: customFieldTypeSchema.optional(),
  }),
  output: fieldOutput,
  access: { kind: 'right', right: 'onb.fields.manage' },
  idempotent: true,
  renderer: true,
});

export const archiveCustomField = defineOperation({
  name: 'fields.archive',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/fields/{id}/archive',
  summary: 'Archive a custom field no rule uses: hires keep their values, forms stop asking for it.',
  input: z.object({ id: recordId('Field id'), version }),
  output: fieldOutput,
  access: { kind: 'right', right: 'onb.fields.manage' },
  idempotent: true,
  renderer: true,
});

export const restoreCustomField = defineOperation({
  name: 'fields.restore',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/fields/{id}/restore',
  summary: 'Bring an archived custom field back.',
  input: z.object({ id: recordId('Field id'), version }),
  output: fieldOutput,
  access: { kind: 'right', right: 'onb.fields.manage' },
  idempotent: true,
  renderer: true,
});

export const fieldsOperations = {
  'fields.list': listCustomFields,
  'fields.create': createCustomField,
  'fields.update': updateCustomField,
  'fields.archive': archiveCustomField,
  'fields.restore': restoreCustomField,
} as const satisfies NamespaceOperations<'fields'>;
