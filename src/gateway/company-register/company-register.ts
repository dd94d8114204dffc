import type { RegisteredCompany } from '@shared/contract/company-register';
import { GatewayError } from '../http/gateway-error';

export const COMPANY_REGISTER_PAGE_SIZE = 10;

/** The UK company register the sign-up looks companies up in. */
export interface CompanyRegister {
  /** Companies whose name or number matches `text`, `COMPANY_REGISTER_PAGE_SIZE` from `offset`. */
  search(text: string, offset: number): Promise<{ items: RegisteredCompany[]; total: number }>;
  find(companyNumber: string): Promise<RegisteredCompany | null>;
}

export const REGISTER_UNREACHABLE_MESSAGE = 'The company register cannot be reached right now. Try again in a moment.';

export function registerUnreachable(): GatewayError {
  return new GatewayError(502, { message: REGISTER_UNREACHABLE_MESSAGE });
}
