import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WelcomeExperience } from '../../src/shared/contract/new-hires';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { SAMPLE_PNG } from './sample-files';
import { UNKNOWN_ID, addHireRow, addTaskRow, fails, ok } from './tasks-test-support';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`welcome experience on ${target.name}`, () => {
    let gateway: HiresGateway;
    let manager: Person;
    let buddy: Person;
    let coordinator: Person;
    let newHireUser: Person;
    let otherNewHireUser: Person;
    let hireId: string;
    let otherHireId: string;
    let globexHire: string;
    let logoId: string;

    const welcome = (id: string, token = gateway.admin.token) => ok<WelcomeExperience>(gateway, 'GET', `/NewHire/welcome-experience/${id}`, { token });
    const save = (body: Record<string, unknown>, id = hireId, token = gateway.admin.token) =>
      gateway.request('PUT', `/NewHire/preview-welcome-experience/${id}`, { token, body });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'welcomeco');
      const company = gateway.companyId;
      manager = await gateway.addUser(company, { firstName: 'Max', lastName: 'Manager', email: 'max@welcomeco.example', role: 'SUPPORT', signIn: true });
      buddy = await gateway.addUser(company, { firstName: 'Bea', lastName: 'Buddy', email: 'bea@welcomeco.example', role: 'SUPPORT' });
      coordinator = await gateway.addUser(company, { firstName: 'Cora', lastName: 'Coordinator', email: 'cora@welcomeco.example', role: 'OPERATIONS' });
      newHireUser = await gateway.addUser(company, {
        firstName: 'Wren',
        lastName: 'Welcome',
        email: 'wren@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      otherNewHireUser = await gateway.addUser(company, {
        firstName: 'Otto',
        lastName: 'Other',
        email: 'otto@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      const department = await gateway.addDepartment(company, 'Engineering');
      const location = await gateway.addLocation(company, 'London HQ', '(UTC) Edinburgh, London');
      hireId = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Wren',
        lastName: 'Welcome',
        startDate: '2031-09-01',
        managerId: manager.id,
        buddyId: buddy.id,
        coordinatorId: coordinator.id,
        userId: newHireUser.id,
        departmentId: department,
        locationId: location,
        jobTitle: 'Frontend Engineer',
      });
      otherHireId = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Otto',
        lastName: 'Other',
        startDate: '2031-09-08',
        userId: otherNewHireUser.id,
      });
      globexHire = await addHireRow(gateway, { companyId: gateway.globex.companyId, firstName: 'Gus', lastName: 'Globex', startDate: '2031-09-01' });

      logoId = randomUUID();
      await gateway.db
        .insertInto('files')
        .values({
          id: logoId,
          company_id: company,
          uploaded_by: gateway.admin.id,
          name: 'logo.png',
          content_type: 'image/png',
          size: SAMPLE_PNG.byteLength,
          sha256: createHash('sha256').update(SAMPLE_PNG).digest('hex'),
          bytes: Buffer.from(SAMPLE_PNG),
          created_at: new Date().toISOString(),
        })
        .execute();
      await gateway.db
        .updateTable('companies')
        .set({ brand_color: '#0f766e', logo_file_id: logoId, website: 'https://welcomeco.example' })
        .where('id', '=', company)
        .execute();
      const common = { companyId: company, hireId };
      await addTaskRow(gateway, {
        ...common,
        title: 'Read the handbook',
        dueDate: '2031-09-03',
        assigneeId: newHireUser.id,
        assigneeRole: 'new_hire',
        taskCategory: 'know_the_company',
      });
      await addTaskRow(gateway, { ...common, title: 'Upload your passport', dueDate: '2031-08-20', assigneeId: null, assigneeRole: 'new_hire' });
      await addTaskRow(gateway, { ...common, title: 'Plan the first week', dueDate: '2031-08-28', assigneeId: manager.id, assigneeRole: 'manager' });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('shows staff a hire’s welcome: the company’s branding and logo, the people, and the new hire’s own tasks', async () => {
      const experience = await welcome(hireId);
      expect(experience).toMatchObject({
        hireId,
        firstName: 'Wren',
        fullName: 'Wren Welcome',
        jobTitle: 'Frontend Engineer',
        startDate: '2031-09-01',
        status: 'preboarding',
        department: { label: 'Engineering' },
        location: { label: 'London HQ' },
        welcomeMessage: '',
        firstDay: { arrivalTime: null, address: null, instructions: null },
        manager: { _id: manager.id, fullName: 'Max Manager', email: 'max@welcomeco.example' },
        buddy: { _id: buddy.id, fullName: 'Bea Buddy' },
        coordinator: { _id: coordinator.id },
        version: 1,
      });
      expect(experience.company).toMatchObject({ _id: gateway.companyId, name: 'Welcomeco Ltd', brandColor: '#0f766e', website: 'https://welcomeco.example' });
      expect(experience.company.logo).toEqual({ fileId: logoId, dataUrl: `data:image/png;base64,${Buffer.from(SAMPLE_PNG).toString('base64')}` });
      expect(experience.tasks.map((task) => [task.title, task.assignee?._id])).toEqual([
        ['Upload your passport', newHireUser.id],
        ['Read the handbook', newHireUser.id],
      ]);
      // Those who only view hires may read it too.
      expect((await welcome(hireId, manager.token)).hireId).toBe(hireId);
    });

    it('shows the new hire their own welcome, by their account or their hire, and no one else’s', async () => {
      expect((await welcome(newHireUser.id, newHireUser.token)).hireId).toBe(hireId);
      expect((await welcome(hireId, newHireUser.token)).tasks).toHaveLength(2);
      expect((await welcome(newHireUser.id)).hireId).toBe(hireId);
      for (const id of [otherHireId, otherNewHireUser.id, globexHire, UNKNOWN_ID]) {
        expect((await fails(gateway, 404, 'GET', `/NewHire/welcome-experience/${id}`, { token: newHireUser.token })).message).toBe(
          'This new hire does not exist in your company.',
        );
      }
      expect((await welcome(otherHireId, otherNewHireUser.token)).fullName).toBe('Otto Other');
    });

    it('saves the message sanitised and the first day, bumps the version, records the change, and answers what the hire will see', async () => {
      const response = await save({
        version: 1,
        welcomeMessage: '<p>Welcome, <strong>Wren</strong>!</p><script>alert("x")</script><p><a href="javascript:alert(1)">click</a></p>',
        firstDay: { arrivalTime: '09:30', address: '1 Canal Street, London', instructions: 'Ask for Cora at reception.' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<{ message: string; data: WelcomeExperience }>();
      expect(saved.message).toBe('Welcome experience saved.');
      expect(saved.data.welcomeMessage).toContain('<strong>Wren</strong>');
      expect(saved.data.welcomeMessage).not.toContain('script');
      expect(saved.data.welcomeMessage).not.toContain('javascript:');
      expect(saved.data.firstDay).toEqual({ arrivalTime: '09:30', address: '1 Canal Street, London', instructions: 'Ask for Cora at reception.' });
      expect(saved.data.version).toBe(2);
      expect(await welcome(hireId, newHireUser.token)).toMatchObject({ welcomeMessage: saved.data.welcomeMessage, version: 2 });

      const changes = await gateway.db
        .selectFrom('new_hire_changes')
        .select(['field', 'old_value', 'new_value', 'changed_by'])
        .where('hire_id', '=', hireId)
        .orderBy('field')
        .execute();
      expect(changes).toEqual([
        {
          field: 'firstDay',
          old_value: null,
          new_value: 'Arrival 09:30; Address: 1 Canal Street, London; Instructions: Ask for Cora at reception.',
          changed_by: gateway.admin.id,
        },
        { field: 'welcomeMessage', old_value: null, new_value: 'Welcome, Wren! click', changed_by: gateway.admin.id },
      ]);

      const stale = await save({ version: 1, welcomeMessage: '<p>Late</p>', firstDay: {} });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
    });

    it('refuses a bad body, those who may not manage hires, and other companies’ and unknown hires', async () => {
      const badTime = await save({ version: 2, welcomeMessage: '<p>Hi</p>', firstDay: { arrivalTime: '25:00' } });
      expect(badTime.statusCode).toBe(400);
      expect(badTime.json<{ message: string }>().message).toBe('Use a time written as HH:mm.');
      expect((await save({ welcomeMessage: '<p>Hi</p>', firstDay: {} })).statusCode).toBe(400);
      expect((await save({ version: 2, welcomeMessage: '<p>Hi</p>', firstDay: {} }, hireId, manager.token)).statusCode).toBe(403);
      expect((await save({ version: 2, welcomeMessage: '<p>Hi</p>', firstDay: {} }, hireId, newHireUser.token)).statusCode).toBe(403);
      for (const id of [globexHire, UNKNOWN_ID, 'nope']) {
        expect((await save({ version: 1, welcomeMessage: '<p>Hi</p>', firstDay: {} }, id)).statusCode).toBe(404);
        await fails(gateway, 404, 'GET', `/NewHire/welcome-experience/${id}`);
      }
      expect((await save({ version: 2, welcomeMessage: '<p>Hi</p>', firstDay: {} }, hireId, gateway.globex.token)).statusCode).toBe(404);
      await fails(gateway, 404, 'GET', `/NewHire/welcome-experience/${hireId}`, { token: gateway.globex.token });
      expect((await welcome(hireId)).version).toBe(2);
    });
  });
}
