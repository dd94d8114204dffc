import { z } from 'zod';
import type { RegisteredCompany } from '@shared/contract/company-register';
import { COMPANY_REGISTER_PAGE_SIZE, type CompanyRegister, registerUnreachable } from './company-register';

export const COMPANIES_HOUSE_BASE_URL = 'https://api.company-information.service.gov.uk';
const DEFAULT_TIMEOUT_MS = 5000;

const addressSchema = z
  .looseObject({
    address_line_1: z.string().optional(),
    locality: z.string().optional(),
    postal_code: z.string().optional(),
  })
  .optional();

const searchAnswerSchema = z.looseObject({
  total_results: z.number().int().min(0).optional(),
  items: z
    .array(
      z.looseObject({
        title: z.string(),
        company_number: z.string(),
        company_status: z.string().optional(),
        address: addressSchema,
      }),
    )
    .default([]),
});

const profileAnswerSchema = z.looseObject({
  company_name: z.string(),
  company_number: z.string(),
  company_status: z.string().optional(),
  registered_office_address: addressSchema,
});

type Address = z.infer<typeof addressSchema>;

function officeAddress(address: Address): RegisteredCompany['registered_office_address'] {
  return {
    ...(address?.address_line_1 === undefined ? {} : { address_line_1: address.address_line_1 }),
    ...(address?.locality === undefined ? {} : { locality: address.locality }),
    ...(address?.postal_code === undefined ? {} : { postal_code: address.postal_code }),
  };
}

/**
 * Companies House's public data API (https://developer.company-information.service.gov.uk):
 * HTTP Basic with the API key as the user name and no password. Any failure to get a usable
 * answer in time becomes the register's 502.
 */
export class CompaniesHouseRegister implements CompanyRegister {
  private readonly baseUrl: string;
  private readonly authorization: string;

  constructor(
    apiKey: string,
    baseUrl: string = COMPANIES_HOUSE_BASE_URL,
    private readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  }

  async search(text: string, offset: number): Promise<{ items: RegisteredCompany[]; total: number }> {
    const query = new URLSearchParams({
      q: text.trim(),
      items_per_page: String(COMPANY_REGISTER_PAGE_SIZE),
      start_index: String(offset),
    });
    const answer = await this.get(`/search/companies?${query}`);
    if (answer === null) {
      return { items: [], total: 0 };
    }
    const parsed = searchAnswerSchema.safeParse(answer);
    if (!parsed.success) {
      throw registerUnreachable();
    }
    const items = parsed.data.items.slice(0, COMPANY_REGISTER_PAGE_SIZE).map((item) => ({
      company_name: item.title,
      company_number: item.company_number,
      ...(item.company_status === undefined ? {} : { company_status: item.company_status }),
      registered_office_address: officeAddress(item.address),
    }));
    return { items, total: parsed.data.total_results ?? items.length };
  }

  async find(companyNumber: string): Promise<RegisteredCompany | null> {
    const number = companyNumber.trim().toUpperCase();
    if (!/^[A-Z0-9]{1,10}$/.test(number)) {
      return null;
    }
    const answer = await this.get(`/company/${encodeURIComponent(number)}`);
    if (answer === null) {
      return null;
    }
    const parsed = profileAnswerSchema.safeParse(answer);
    if (!parsed.success) {
      throw registerUnreachable();
    }
    return {
      company_name: parsed.data.company_name,
      company_number: parsed.data.company_number,
      ...(parsed.data.company_status === undefined ? {} : { company_status: parsed.data.company_status }),
      registered_office_address: officeAddress(parsed.data.registered_office_address),
    };
  }

  /** The JSON answer, or null for a 404 (no such company, or a search with no results). */
  private async get(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw registerUnreachable();
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw registerUnreachable();
    }
    try {
      return await response.json();
    } catch {
      throw registerUnreachable();
    }
  }
}
