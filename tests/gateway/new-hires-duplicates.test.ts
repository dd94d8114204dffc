import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HireDuplicate } from '../../src/shared/contract/new-hires';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway, todayPlus } from './new-hires-gateway';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`new hires: possible duplicates on ${target.name}`, () => {
    let gateway: HiresGateway;
    let support: Person;

    const duplicates = async (query: Record<string, string>, token?: string): Promise<HireDuplicate[]> => {
      const response = await gateway.request('GET', '/NewHire/duplicates', { query, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { items: HireDuplicate[] } }>().data.items;
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'dupco');
      support = await gateway.addUser(gateway.companyId, { firstName: 'Sam', lastName: 'Support', email: 'sam@dupco.example', role: 'SUPPORT', signIn: true });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('finds a hire by the same personal email, whatever its case, and names why', async () => {
      const hire = await gateway.createHire({ firstName: 'Maya', lastName: 'Patel', personalEmail: 'maya.patel@home.example' });
      expect(await duplicates({ personalEmail: ' Maya.Patel@HOME.example ' })).toEqual([
        { _id: hire._id, fullName: 'Maya Patel', status: 'preboarding', startDate: hire.startDate, reasons: ['personalEmail'] },
      ]);
      expect(await duplicates({ personalEmail: 'maya.patel@home.exampl' })).toEqual([]);
    });

    it('finds a hire by the same work email', async () => {
      const hire = await gateway.createHire({ workEmail: 'jo.king@dupco.example' });
      expect((await duplicates({ workEmail: 'JO.KING@dupco.example' })).map((found) => [found._id, found.reasons])).toEqual([[hire._id, ['workEmail']]]);
    });

    it('finds a hire by the same first and last name, in any case or accents, only with the same start date', async () => {
      const startDate = todayPlus(45);
      const hire = await gateway.createHire({ firstName: 'Zoë', lastName: 'Okafor', startDate });
      expect((await duplicates({ firstName: 'zoe', lastName: 'OKAFOR', startDate })).map((found) => [found._id, found.reasons])).toEqual([
        [hire._id, ['nameAndStartDate']],
      ]);
      expect(await duplicates({ firstName: 'Zoë', lastName: 'Okafor', startDate: todayPlus(46) })).toEqual([]);
      expect(await duplicates({ firstName: 'Zoë', lastName: 'Okafor' })).toEqual([]);
    });

    it('counts a withdrawn hire too, saying it is withdrawn, and lists every reason a hire matches once', async () => {
      const startDate = todayPlus(60);
      const hire = await gateway.createHire({
        firstName: 'Wes',
        lastName: 'Withdrawn',
        personalEmail: 'wes@home.example',
        workEmail: 'wes@dupco.example',
        startDate,
        status: 'pending',
      });
      const moved = await gateway.request('PUT', `/NewHire/change-status/${hire._id}`, { body: { version: hire.version, status: 'withdrawn' } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(
        await duplicates({ personalEmail: 'wes@home.example', workEmail: 'wes@dupco.example', firstName: 'Wes', lastName: 'Withdrawn', startDate }),
      ).toEqual([{ _id: hire._id, fullName: 'Wes Withdrawn', status: 'withdrawn', startDate, reasons: ['personalEmail', 'workEmail', 'nameAndStartDate'] }]);
    });

    it('answers nothing for nothing to compare, and refuses a start date that is not one at the field', async () => {
      expect(await duplicates({})).toEqual([]);
      const response = await gateway.request('GET', '/NewHire/duplicates', { query: { startDate: '2026-02-30' } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.startDate).toBeDefined();
    });

    it('is asked by whoever may add hires: a role that may only view hires is refused', async () => {
      const response = await gateway.request('GET', '/NewHire/duplicates', { query: { personalEmail: 'maya.patel@home.example' }, token: support.token });
      expect(response.statusCode).toBe(403);
    });

    it('never finds another company’s hire', async () => {
      const ours = await gateway.createHire({ firstName: 'Cy', lastName: 'Shared', personalEmail: 'cy.shared@home.example', workEmail: 'cy@shared.example' });
      const theirs = await gateway.createHire(
        { firstName: 'Cy', lastName: 'Shared', personalEmail: 'cy.shared@home.example', workEmail: 'cy@shared.example', startDate: ours.startDate },
        gateway.globex.token,
      );
      const query = { personalEmail: 'cy.shared@home.example', workEmail: 'cy@shared.example', firstName: 'Cy', lastName: 'Shared', startDate: ours.startDate };
      expect((await duplicates(query)).map((found) => found._id)).toEqual([ours._id]);
      expect((await duplicates(query, gateway.globex.token)).map((found) => found._id)).toEqual([theirs._id]);
    });
  });
}
