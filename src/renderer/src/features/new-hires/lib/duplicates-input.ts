import { hireFieldsSchema } from '@shared/contract/onboarding-schemas';
import type { OperationInput } from '@shared/contract/registry';
import { isApiDate } from '@shared/date-format';
import type { HireFormInput } from '@renderer/domain/hires/hire-form-schema';

export type DuplicatesInput = OperationInput<'newHire.duplicates'>;

const isEmail = (schema: typeof hireFieldsSchema.shape.personalEmail | typeof hireFieldsSchema.shape.workEmail, text: string | null | undefined) =>
  typeof text === 'string' && text.trim() !== '' && schema.safeParse(text).success;

/**
 * What of the hire being entered is compared with the company's hires: an email once it is a whole
 * address (one half typed finds nothing and is not asked), the name once it has a start date.
 * Undefined while nothing is ready to compare.
 */
export function duplicatesInputOf(values: Partial<HireFormInput>): DuplicatesInput | undefined {
  const input: DuplicatesInput = {};
  if (isEmail(hireFieldsSchema.shape.personalEmail, values.personalEmail)) input.personalEmail = values.personalEmail?.trim();
  if (isEmail(hireFieldsSchema.shape.workEmail, values.workEmail)) input.workEmail = values.workEmail?.trim();
  const firstName = values.firstName?.trim() ?? '';
  const lastName = values.lastName?.trim() ?? '';
  if (firstName !== '' && lastName !== '' && isApiDate(values.startDate ?? '')) Object.assign(input, { firstName, lastName, startDate: values.startDate });
  return Object.keys(input).length === 0 ? undefined : input;
}
