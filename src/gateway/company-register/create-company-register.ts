import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import { CompaniesHouseRegister } from './companies-house-register';
import type { CompanyRegister } from './company-register';
import { LocalCompanyRegister } from './local-register';

export interface CompanyRegisterOptions {
  /** When set, searches go to Companies House's API instead of the local register table. */
  companiesHouseApiKey?: string;
  companiesHouseBaseUrl?: string;
}

export function createCompanyRegister(db: Kysely<GatewayDatabase>, options: CompanyRegisterOptions = {}): CompanyRegister {
  const apiKey = options.companiesHouseApiKey?.trim();
  return apiKey ? new CompaniesHouseRegister(apiKey, options.companiesHouseBaseUrl) : new LocalCompanyRegister(db);
}
