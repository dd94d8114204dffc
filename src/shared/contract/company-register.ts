import { z } from 'zod';
import { type NamespaceOperations, defineOperation } from './operation';
import { singleLineText } from './text';

export const registeredCompanySchema = z.object({
  company_name: z.string(),
  company_number: z.string(),
  company_status: z.string().optional(),
  registered_office_address: z.object({
    address_line_1: z.string().optional(),
    locality: z.string().optional(),
    postal_code: z.string().optional(),
  }),
});
export type RegisteredCompany = z.infer<typeof registeredCompanySchema>;

/** Not shown in the spec (only its answer, data.items); follows the spec's style. UK only. */
export const searchCompanyRegister = defineOperation({
  name: 'companyRegister.search',
  gateway: 'onboarding',
  method: 'GET',
  path: 'company-register/search',
  summary: 'Search the UK company register by name or number, 10 at a time.',
  input: z.object({
    search: singleLineText('Search').min(2, { error: 'Type at least 2 characters.' }).max(100),
    offset: z.coerce.number().int().min(0).max(990).default(0),
  }),
  output: z.object({ message: z.string(), data: z.object({ items: z.array(registeredCompanySchema), total: z.number() }) }),
  access: { kind: 'public' },
  idempotent: true,
  renderer: true,
});

/** Every `companyRegister.*` operation, by name. */
export const companyRegisterOperations = {
  'companyRegister.search': searchCompanyRegister,
} as const satisfies NamespaceOperations<'companyRegister'>;
