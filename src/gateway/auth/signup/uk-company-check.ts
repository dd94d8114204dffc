import type { RegisteredCompany } from '@shared/contract/company-register';
import { ERROR_CODES } from '@shared/contract/errors';
import { LIFECYCLE_MESSAGES } from '../lifecycle-messages';
import { GatewayError } from '../../http/gateway-error';

export interface CompanyLookup {
  find(companyNumber: string): Promise<RegisteredCompany | null>;
}

function sameName(left: string, right: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en-GB');
  return normal(left) === normal(right);
}

/**
 * A UK sign-up names a registered company: its number must be in the register under the name
 * sent, and the postal code must be the registered one (case-insensitive).
 */
export async function checkUkCompany(
  register: CompanyLookup,
  input: { companyName: string; companyNo: string; postalCode: string },
): Promise<RegisteredCompany> {
  const registered = await register.find(input.companyNo.trim().toUpperCase());
  const fieldErrors: Record<string, string[]> = {};
  if (registered === null || !sameName(registered.company_name, input.companyName)) {
    fieldErrors.companyNo = [LIFECYCLE_MESSAGES.companyNumberMismatch];
  }
  const postalCode = registered?.registered_office_address.postal_code;
  if (postalCode === undefined || postalCode.trim().toUpperCase() !== input.postalCode.trim().toUpperCase()) {
    fieldErrors.postalCode = [LIFECYCLE_MESSAGES.postalCodeMismatch];
  }
  const [first] = Object.values(fieldErrors);
  if (registered === null || first !== undefined) {
    throw new GatewayError(400, { message: first?.[0] ?? LIFECYCLE_MESSAGES.companyNumberMismatch, code: ERROR_CODES.invalidInput, fieldErrors });
  }
  return registered;
}
