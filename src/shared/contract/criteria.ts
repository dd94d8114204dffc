import { z } from 'zod';
import { CRITERIA_TEXT, MAX_CRITERIA_VALUES } from '../criteria';
import { type NamespaceOperations, defineOperation } from './operation';
import { singleLineText } from './text';

/**
 * The rule engine's shared pieces (docs/gateway.md, Rules): the criteria a target sets, and the
 * calls the rule editor makes while criteria are edited.
 */

/** `department`, `location`, `employment_status`, `other`, or `field:<custom field id>`. */
export const criteriaDimensionSchema = singleLineText('Criterion').regex(/^(department|location|employment_status|other|field:[\w-]{1,64})$/, {
  error: CRITERIA_TEXT.dimensionUnknown,
});

/** A target's criteria: per dimension, the values a hire must have one of; none at all matches every hire. */
export const criteriaSchema = z
  .array(
    z.object({
      dimension: criteriaDimensionSchema,
      values: z
        .array(singleLineText('Criteria value').min(1).max(64))
        .min(1, { error: CRITERIA_TEXT.valuesEmpty })
        .max(MAX_CRITERIA_VALUES, { error: CRITERIA_TEXT.valuesTooMany }),
    }),
  )
  .max(32)
  .refine((entries) => new Set(entries.map((entry) => entry.dimension)).size === entries.length, { error: CRITERIA_TEXT.dimensionTwice });
export type Criteria = z.infer<typeof criteriaSchema>;

export const criteriaOptionSchema = z.object({
  dimension: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), archived: z.boolean() })),
});
export type CriteriaOption = z.infer<typeof criteriaOptionSchema>;

export const listCriteriaOptions = defineOperation({
  name: 'criteria.options',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/criteria/options',
  summary: 'What rules may ask for: each dimension with its values (archived ones marked), for the rule editor.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(criteriaOptionSchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const countMatchingHires = defineOperation({
  name: 'criteria.matchingHires',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/criteria/matching-hires',
  summary: 'How many current hires (pending, preboarding, onboarding) the criteria match: the rule editor’s live count.',
  input: z.object({ criteria: criteriaSchema }),
  output: z.object({ message: z.string(), data: z.object({ count: z.number().int() }) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const criteriaOperations = {
  [listCriteriaOptions.name]: listCriteriaOptions,
  [countMatchingHires.name]: countMatchingHires,
} as const satisfies NamespaceOperations<'criteria'>;
