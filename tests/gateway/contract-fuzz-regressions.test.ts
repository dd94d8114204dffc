import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './databases';
import { ACME_ADMIN, type TestGateway, openTestGateway } from './test-gateway';

/** Requests the contract fuzz test (contract-fuzz.test.ts) found faults with, each kept as it was found. */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`contract fuzz findings on ${target.name}`, () => {
    let gateway: TestGateway;
    let token: string;

    beforeAll(async () => {
      gateway = await openTestGateway(target);
      token = (await gateway.session(ACME_ADMIN)).authToken;
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('refuses NUL as the people picker’s search (PostgreSQL answered 500: invalid byte sequence for encoding "UTF8": 0x00)', async () => {
      const response = await gateway.call({ method: 'GET', url: '/super-admin/system-admin/dropdown-get-all-users?search=%00&offset=0&limit=1', token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Search cannot contain control characters.',
        code: 'INVALID_INPUT',
        fieldErrors: { search: ['Search cannot contain control characters.'] },
      });
    });
  });
}
