import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchCompanyRegister } from '../../src/shared/contract/company-register';
import { CompaniesHouseRegister } from '../../src/gateway/company-register/companies-house-register';
import { REGISTER_UNREACHABLE_MESSAGE } from '../../src/gateway/company-register/company-register';
import { databaseTargets } from './databases';
import { openTestGateway, type TestGateway } from './test-gateway';

const API_KEY = 'ch-test-key-0123';
const EXPECTED_AUTHORIZATION = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;

const SEARCH_ANSWER = {
  kind: 'search#companies',
  total_results: 37,
  start_index: 10,
  items_per_page: 10,
  items: [
    {
      kind: 'searchresults#company',
      title: 'ACME WIDGETS LIMITED',
      company_number: '01234567',
      company_status: 'active',
      company_type: 'ltd',
      address_snippet: '1 Harbour Way, Bristol, BS1 5TR',
      address: { address_line_1: '1 Harbour Way', locality: 'Bristol', postal_code: 'BS1 5TR', premises: '1' },
      links: { self: '/company/01234567' },
    },
    { kind: 'searchresults#company', title: 'ACME HOLDINGS PLC', company_number: 'SC000042', company_status: 'dissolved' },
  ],
};

const PROFILE_ANSWER = {
  company_name: 'ACME WIDGETS LIMITED',
  company_number: '01234567',
  company_status: 'active',
  type: 'ltd',
  registered_office_address: { address_line_1: '1 Harbour Way', locality: 'Bristol', postal_code: 'BS1 5TR', country: 'England' },
};

type Mode = 'normal' | 'failing' | 'garbled' | 'slow';

/** Stands in for api.company-information.service.gov.uk, which cannot be reached from the tests. */
class FakeCompaniesHouse {
  readonly requests: { url: string; authorization: string | undefined }[] = [];
  mode: Mode = 'normal';
  private readonly server: Server = createServer((request, response) => this.answer(request, response));
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (request.headers.authorization !== EXPECTED_AUTHORIZATION) {
      send(401, { error: 'Invalid Authorization', type: 'ch:service' });
      return;
    }
    if (this.mode === 'slow') {
      setTimeout(() => send(200, SEARCH_ANSWER), 2000);
      return;
    }
    if (this.mode === 'failing') {
      send(500, { error: 'Internal Server Error' });
      return;
    }
    if (this.mode === 'garbled') {
      send(200, '<html>maintenance</html>');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (path === '/search/companies') {
      send(200, SEARCH_ANSWER);
    } else if (path === '/company/01234567') {
      send(200, PROFILE_ANSWER);
    } else {
      send(404, { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] });
    }
  }
}

describe('Companies House register client', () => {
  const fake = new FakeCompaniesHouse();
  let register: CompaniesHouseRegister;

  beforeAll(async () => {
    await fake.start();
    register = new CompaniesHouseRegister(API_KEY, `${fake.url}/`, 300);
  });
  afterEach(() => {
    fake.mode = 'normal';
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('searches with the query, 10 per page from the offset, and the key as the Basic user name', async () => {
    const result = await register.search('  acme & co ', 10);
    expect(fake.requests).toHaveLength(1);
    const request = new URL(fake.requests[0]?.url ?? '', 'http://fake');
    expect(request.pathname).toBe('/search/companies');
    expect(Object.fromEntries(request.searchParams)).toEqual({ q: 'acme & co', items_per_page: '10', start_index: '10' });
    expect(fake.requests[0]?.authorization).toBe(EXPECTED_AUTHORIZATION);

    expect(result).toEqual({
      total: 37,
      items: [
        {
          company_name: 'ACME WIDGETS LIMITED',
          company_number: '01234567',
          company_status: 'active',
          registered_office_address: { address_line_1: '1 Harbour Way', locality: 'Bristol', postal_code: 'BS1 5TR' },
        },
        { company_name: 'ACME HOLDINGS PLC', company_number: 'SC000042', company_status: 'dissolved', registered_office_address: {} },
      ],
    });
  });

  it('finds a company by its number and answers null for an unknown one', async () => {
    expect(await register.find('01234567')).toEqual({
      company_name: 'ACME WIDGETS LIMITED',
      company_number: '01234567',
      company_status: 'active',
      registered_office_address: { address_line_1: '1 Harbour Way', locality: 'Bristol', postal_code: 'BS1 5TR' },
    });
    expect(fake.requests[0]?.url).toBe('/company/01234567');
    expect(fake.requests[0]?.authorization).toBe(EXPECTED_AUTHORIZATION);
    expect(await register.find('07654321')).toBeNull();
  });

  it.each<Mode>(['failing', 'garbled', 'slow'])('answers 502 with the register message when Companies House is %s', async (mode) => {
    fake.mode = mode;
    await expect(register.search('acme', 0)).rejects.toMatchObject({ statusCode: 502, body: { message: REGISTER_UNREACHABLE_MESSAGE } });
    await expect(register.find('01234567')).rejects.toMatchObject({ statusCode: 502, body: { message: REGISTER_UNREACHABLE_MESSAGE } });
  });

  it('answers 502 when nothing listens at the configured address', async () => {
    const unreachable = new CompaniesHouseRegister(API_KEY, 'http://127.0.0.1:1', 300);
    await expect(unreachable.search('acme', 0)).rejects.toMatchObject({ statusCode: 502 });
  });

  it('answers 502 when the key is refused', async () => {
    const wrongKey = new CompaniesHouseRegister('not-the-key', fake.url, 300);
    await expect(wrongKey.search('acme', 0)).rejects.toMatchObject({ statusCode: 502 });
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`company register search through Companies House on ${target.name}`, () => {
    const fake = new FakeCompaniesHouse();
    let gateway: TestGateway;

    beforeAll(async () => {
      await fake.start();
      gateway = await openTestGateway(target, { companyRegister: { companiesHouseApiKey: API_KEY, companiesHouseBaseUrl: fake.url } });
    });
    afterAll(async () => {
      await gateway?.close();
      await fake.stop();
    });

    it('answers the route from Companies House in the shape of the contract', async () => {
      const response = await gateway.call({ method: 'GET', url: '/company-register/search?search=acme&offset=10' });
      expect(response.statusCode).toBe(200);
      const answer = searchCompanyRegister.output.parse(response.json());
      expect(answer.data.total).toBe(37);
      expect(answer.data.items.map((item) => item.company_number)).toEqual(['01234567', 'SC000042']);
      expect(new URL(fake.requests.at(-1)?.url ?? '', 'http://fake').searchParams.get('start_index')).toBe('10');
    });

    it('answers 502 with the register message, and no detail, when Companies House fails', async () => {
      fake.mode = 'failing';
      const response = await gateway.call({ method: 'GET', url: '/company-register/search?search=acme' });
      fake.mode = 'normal';
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: REGISTER_UNREACHABLE_MESSAGE });
      expect(response.body).not.toContain(API_KEY);
    });
  });
}
