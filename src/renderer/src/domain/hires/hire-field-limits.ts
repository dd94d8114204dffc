import type { z } from 'zod';
import { hireFieldsSchema } from '@shared/contract/onboarding-schemas';
import type { HireFormField } from './hire-form-schema';

/** The longest text a schema takes, looking through optional, nullable, default and pipe wrappers. */
function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const def = schema._zod.def as { type: string; in?: z.core.$ZodType; innerType?: z.core.$ZodType };
  if (def.type === 'pipe' && def.in) return maxLengthOf(def.in);
  if (def.innerType) return maxLengthOf(def.innerType);
  const max = (schema as { maxLength?: number | null }).maxLength;
  return typeof max === 'number' ? max : undefined;
}

/**
 * The most characters each hire text field takes, read from the contract's schema (the gateway's
 * own rule) rather than written again here, so the form and the gateway never disagree.
 */
export const HIRE_FIELD_MAX_LENGTH: Partial<Record<HireFormField, number>> = Object.fromEntries(
  Object.entries(hireFieldsSchema.shape).flatMap(([field, schema]) => {
    const max = maxLengthOf(schema);
    return max === undefined ? [] : [[field, max]];
  }),
);
