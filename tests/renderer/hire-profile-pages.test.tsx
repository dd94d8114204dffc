import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toApiDate, toDisplayDate } from '@shared/date-format';
import type { FakeApiHandlers } from './support/fake-api';
import { customField, hire, hiresCoordinator, startDateShift } from './support/onboarding-fixtures';
import { buttonNamed, dialogTitled, enter, openHireScreen, refusal } from './new-hire-info-support';
import { chooseOption } from './support/sign-up-journey';

const VALID_PHONE = '+447911123456';
/** A start date a few weeks ahead, so the edit never meets the question a past date asks. */
const NEW_START = dayjs().add(18, 'day');

const editAnswers = (overrides: FakeApiHandlers = {}): FakeApiHandlers => ({
  'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ phone: VALID_PHONE, version: 7 }) } }),
  'settings.departments': () => ({ ok: true, data: { message: 'OK', data: [{ _id: 'dep-eng', label: 'Engineering' }] } }),
  'settings.locations': () => ({ ok: true, data: { message: 'OK', data: [{ _id: 'loc-london', label: 'London HQ', timezone: '(UTC) Edinburgh, London' }] } }),
  'settings.otherCriteria': () => ({ ok: true, data: { message: 'OK', data: [{ _id: 'other-contractor', label: 'Contractor', archived: false }] } }),
  ...overrides,
});

async function openEdit(overrides: FakeApiHandlers = {}) {
  const app = openHireScreen('/new-hiring/profile/edit?id=hire-1', editAnswers(overrides));
  await screen.findByText('Edit Jordan Rivera', { selector: 'h1' });
  return app;
}

/** Types a date into a picker and confirms it with Enter, as a keyboard user does. */
function typeDate(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
}

const SIZE = customField('f-size', 'T-shirt size', 'single_select', {
  options: [
    { key: 's', label: 'Small', archived: false },
    { key: 'm', label: 'Medium', archived: false },
  ],
});
const PASSPORT = customField('f-passport', 'Passport number', 'sensitive');

describe('hire profile and its edit form', { timeout: 45_000 }, () => {
  it('shows every field read-only in sections, with who created and updated the hire', async () => {
    const { user, location } = openHireScreen('/new-hiring/profile?id=hire-1', {
      'newHire.get': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: hire({
            phone: VALID_PHONE,
            customFields: { shirtSize: 'M' },
            otherCriteria: [
              { _id: 'other-contractor', label: 'Contractor', archived: false },
              { _id: 'other-old', label: 'Relocating', archived: true },
            ],
          }),
        },
      }),
    });
    const personal = (await screen.findByText('Personal', { selector: 'h2' })).closest('.ant-card') as HTMLElement;
    expect(within(personal).getByText('jordan@example.com')).toBeInTheDocument();
    expect(within(personal).getByText('+44 7911 123456')).toBeInTheDocument();
    const job = screen.getByText('Job', { selector: 'h2' }).closest('.ant-card') as HTMLElement;
    expect(within(job).getByText('12/01/2026')).toBeInTheDocument();
    expect(within(job).getByText('Full time')).toBeInTheDocument();
    expect(within(job).getByText('Contractor, Relocating (archived)')).toBeInTheDocument();
    expect(screen.getByText('Morgan Manager (morgan.manager@acme.example)')).toBeInTheDocument();
    expect(screen.getByText('shirtSize')).toBeInTheDocument();
    expect(screen.getByText(/^Created by Casey Coordinator on 11\/01\/2026/)).toBeInTheDocument();
    await user.click(buttonNamed('Edit'));
    expect(location()).toBe('/new-hiring/profile/edit?id=hire-1');
  });

  it('names custom fields by their labels and options, and shows a masked sensitive value only as set', async () => {
    const fields = [SIZE, PASSPORT];
    openHireScreen(
      '/new-hiring/profile?id=hire-1',
      {
        'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ customFields: { 'f-size': 'm' }, maskedFields: ['f-passport'] }) } }),
        'fields.list': () => ({ ok: true, data: { message: 'OK', data: { fields, builtIns: [] } } }),
      },
      hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.fields.view'] }),
    );
    const custom = (await screen.findByText('Custom fields', { selector: 'h2' })).closest('.ant-card') as HTMLElement;
    expect(await within(custom).findByText('T-shirt size')).toBeInTheDocument();
    expect(within(custom).getByText('Medium')).toBeInTheDocument();
    expect(within(custom).getByText('Passport number')).toBeInTheDocument();
    expect(within(custom).getByText('•••• Set')).toBeInTheDocument();
  });

  it('edits custom field values, replacing a masked one only when a new value is typed', async () => {
    const app = openHireScreen(
      '/new-hiring/profile/edit?id=hire-1',
      editAnswers({
        'newHire.get': () => ({
          ok: true,
          data: { message: 'OK', data: hire({ phone: VALID_PHONE, version: 7, customFields: { 'f-size': 'm' }, maskedFields: ['f-passport'] }) },
        }),
        'fields.list': () => ({ ok: true, data: { message: 'OK', data: { fields: [SIZE, PASSPORT], builtIns: [] } } }),
        'newHire.update': () => ({ ok: true, data: { message: 'New hire updated.', data: { hire: hire({ version: 8 }), shiftedTasks: 0 } } }),
      }),
      hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.new_hires.manage', 'onb.fields.view'] }),
    );
    const passport = await screen.findByLabelText('Passport number');
    expect(passport).toHaveValue('');
    expect(passport).toHaveAttribute('placeholder', 'Set');
    expect(screen.getByTitle('Medium')).toBeInTheDocument();
    await app.user.click(screen.getByLabelText('T-shirt size'));
    await app.user.click(await within(document.querySelector('.ant-select-dropdown') as HTMLElement).findByTitle('Small'));
    await app.user.click(buttonNamed('Save changes'));
    await waitFor(() => expect(app.sent('newHire.update')).toHaveLength(1));
    expect(app.sent('newHire.update')[0]).toMatchObject({ customFields: { 'f-size': 's' } });
    expect(app.sent('newHire.update')[0]).not.toHaveProperty('customFields.f-passport');
  });

  it('names the person a user field holds, in the profile and in the edit picker, and keeps them when saved unchanged', async () => {
    const mentor = customField('f-mentor', 'Mentor', 'user');
    const withMentor = () =>
      hire({
        phone: VALID_PHONE,
        version: 7,
        customFields: { 'f-mentor': 'user-priya' },
        fieldPeople: { 'f-mentor': { _id: 'user-priya', fullName: 'Priya Shah', email: 'priya@acme.example' } },
      });
    const answers = editAnswers({
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: withMentor() } }),
      'fields.list': () => ({ ok: true, data: { message: 'OK', data: { fields: [mentor], builtIns: [] } } }),
      'newHire.update': () => ({ ok: true, data: { message: 'New hire updated.', data: { hire: withMentor(), shiftedTasks: 0 } } }),
    });
    const coordinator = hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.new_hires.manage', 'onb.fields.view'] });
    const profile = openHireScreen('/new-hiring/profile?id=hire-1', answers, coordinator);
    const custom = (await screen.findByText('Custom fields', { selector: 'h2' })).closest('.ant-card') as HTMLElement;
    expect(await within(custom).findByText('Priya Shah')).toBeInTheDocument();
    expect(within(custom).queryByText('user-priya')).toBeNull();
    profile.unmount();

    const app = openHireScreen('/new-hiring/profile/edit?id=hire-1', answers, coordinator);
    const picker = (await screen.findByLabelText('Mentor')).closest('.ant-select') as HTMLElement;
    expect(await within(picker).findByText('Priya Shah')).toBeInTheDocument();
    expect(within(picker).queryByText('user-priya')).toBeNull();
    await app.user.click(buttonNamed('Save changes'));
    await waitFor(() => expect(app.sent('newHire.update')).toHaveLength(1));
    expect(app.sent('newHire.update')[0]).toMatchObject({ customFields: { 'f-mentor': 'user-priya' } });
  });

  it('checks the fields as they are typed', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('First name'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('Work email'), 'not-an-email');
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('Job title'), '\u001b[31m');
    expect(await screen.findByText('Job title cannot contain control characters.')).toBeInTheDocument();
  });

  it('shows what a new start date moves before saving, then sends exactly the form on the version read', async () => {
    const app = await openEdit({
      'newHire.previewStartDateShift': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: startDateShift({
            tasks: [
              { _id: 'task-1', title: 'Order a laptop', taskCategory: 'logistics', assignee: null, from: '2026-11-24', to: '2026-12-08', movedOff: null },
              { _id: 'task-3', title: 'Security training', taskCategory: 'job_training', assignee: null, from: '2026-11-20', to: '2026-12-04', movedOff: null },
            ],
          }),
        },
      }),
      'newHire.update': () => ({
        ok: true,
        data: { message: 'New hire updated.', data: { hire: hire({ startDate: toApiDate(NEW_START), version: 8 }), shiftedTasks: 2 } },
      }),
    });
    await act(async () => typeDate(screen.getByLabelText('Start date'), toDisplayDate(toApiDate(NEW_START))));

    expect(await screen.findByText('2 tasks move by 14 days')).toBeInTheDocument();
    const moving = screen.getByLabelText('Tasks that move');
    expect(
      within(moving)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order a laptop: 11/24/2026 → 12/08/2026', 'Security training: 11/20/2026 → 12/04/2026']);
    expect(app.sent('newHire.previewStartDateShift')).toEqual([{ id: 'hire-1', startDate: toApiDate(NEW_START) }]);
    expect(app.sent('newHire.update')).toEqual([]);

    await app.user.click(buttonNamed('Save changes'));
    expect(await screen.findByText('New hire updated. 2 tasks moved.')).toBeInTheDocument();
    expect(app.sent('newHire.update')).toEqual([
      {
        id: 'hire-1',
        version: 7,
        firstName: 'Jordan',
        lastName: 'Rivera',
        preferredName: null,
        personalEmail: 'jordan@example.com',
        workEmail: null,
        phone: VALID_PHONE,
        jobTitle: 'Software Engineer',
        departmentId: 'dep-eng',
        locationId: 'loc-london',
        employmentStatus: 'full_time',
        startDate: toApiDate(NEW_START),
        timezone: '(UTC) Edinburgh, London',
        managerId: 'user-manager',
        coordinatorId: 'user-coordinator',
        buddyId: 'user-buddy',
        otherCriterionIds: [],
        customFields: {},
      },
    ]);
    await waitFor(() => expect(app.location()).toBe('/new-hiring/profile?id=hire-1'));
  });

  it('asks which plan tasks a change of other criteria adds before saving, and sends the kept ones', async () => {
    const app = await openEdit({
      'newHire.previewCriteriaTasks': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: {
            add: [
              {
                hirePlanId: 'hire-plan-1',
                taskTemplateId: 'template-contractor',
                planName: 'Standard onboarding',
                title: 'Sign the contractor agreement',
                taskCategory: 'logistics',
                dueDate: '2026-12-01',
                assignee: null,
              },
            ],
            remove: [],
          },
        },
      }),
    });
    await chooseOption(app.user, 'Other criteria', 'Contractor');

    expect(await screen.findByText('The plans’ rules change this hire’s tasks. Untick what should stay as it is.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Sign the contractor agreement/ })).toBeChecked();
    expect(app.sent('newHire.previewCriteriaTasks').at(-1)).toEqual({
      id: 'hire-1',
      departmentId: 'dep-eng',
      locationId: 'loc-london',
      employmentStatus: 'full_time',
      otherCriteria: [{ dimension: 'other', values: ['other-contractor'] }],
    });
  });

  it('says for each task when its new date moved off a holiday or a day that is not worked', async () => {
    await openEdit({
      'newHire.previewStartDateShift': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: startDateShift({
            fromDate: '2031-12-11',
            toDate: '2031-12-18',
            days: 7,
            tasks: [
              {
                _id: 'task-1',
                title: 'Order a laptop',
                taskCategory: 'logistics',
                assignee: null,
                from: '2031-12-05',
                to: '2031-12-12',
                movedOff: { date: '2031-12-13', holiday: null },
              },
              {
                _id: 'task-2',
                title: 'Team lunch',
                taskCategory: 'build_relationships',
                assignee: null,
                from: '2031-12-18',
                to: '2031-12-29',
                movedOff: { date: '2031-12-25', holiday: 'Christmas Day' },
              },
              {
                _id: 'task-3',
                title: 'Meet the team',
                taskCategory: 'build_relationships',
                assignee: null,
                from: '2031-12-15',
                to: '2031-12-22',
                movedOff: null,
              },
            ],
          }),
        },
      }),
    });
    await act(async () => typeDate(screen.getByLabelText('Start date'), '12/18/2031'));

    const moving = await screen.findByLabelText('Tasks that move');
    expect(
      within(moving)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Order a laptop: 12/05/2031 → 12/12/2031 (13 Dec is a Saturday, not a working day: moved to 12 Dec)',
      'Team lunch: 12/18/2031 → 12/29/2031 (25 Dec is Christmas Day: moved to 29 Dec)',
      'Meet the team: 12/15/2031 → 12/22/2031',
    ]);
  });

  it('keeps the input when someone else saved first, and loads the latest only when asked', async () => {
    let latest = false;
    const app = await openEdit({
      'newHire.get': () => ({
        ok: true,
        data: { message: 'OK', data: hire({ phone: VALID_PHONE, version: latest ? 8 : 7, jobTitle: latest ? 'Staff Engineer' : 'Software Engineer' }) },
      }),
      'newHire.update': () => {
        latest = true;
        return refusal('Someone else changed this hire. Look again before you save.', 409);
      },
    });
    const jobTitle = screen.getByLabelText('Job title');
    await app.user.clear(jobTitle);
    await enter(app.user, jobTitle, 'Principal Engineer');
    await app.user.click(buttonNamed('Save changes'));

    expect(await screen.findByText('Someone else changed this hire. Look again before you save.')).toBeInTheDocument();
    await waitFor(() => expect(app.sent('newHire.get').length).toBeGreaterThanOrEqual(2));
    expect(jobTitle).toHaveValue('Principal Engineer');

    await app.user.click(buttonNamed('Load the latest'));
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Staff Engineer'));
    expect(screen.queryByText('Someone else changed this hire. Look again before you save.')).not.toBeInTheDocument();
  });

  it('asks before saving a start date moved into the past, saying how long ago in words, and saves only when told to', async () => {
    const app = await openEdit({
      'newHire.previewStartDateShift': () => ({ ok: true, data: { message: 'OK', data: startDateShift({ tasks: [] }) } }),
      'newHire.update': () => ({ ok: true, data: { message: 'New hire saved.', data: { hire: hire({ version: 8 }), shiftedTasks: 0 } } }),
    });
    const tenDaysAgo = dayjs().subtract(10, 'day');
    await act(async () => typeDate(screen.getByLabelText('Start date'), toDisplayDate(tenDaysAgo)));
    await app.user.click(buttonNamed('Save changes'));

    await screen.findByText('Check before saving');
    const dialog = dialogTitled('Check before saving');
    expect(within(dialog).getByText(`The start date, ${toDisplayDate(tenDaysAgo)}, was 10 days ago. Is it right?`)).toBeInTheDocument();
    await app.user.click(within(dialog).getByText('Go back'));
    expect(app.sent('newHire.update')).toEqual([]);

    await app.user.click(buttonNamed('Save changes'));
    await screen.findByText('Check before saving');
    await app.user.click(within(dialogTitled('Check before saving')).getByText('Save anyway'));
    await waitFor(() => expect(app.sent('newHire.update')).toHaveLength(1));
    expect(app.sent('newHire.update')[0]).toMatchObject({ startDate: toApiDate(tenDaysAgo) });
  });

  it('takes no more characters in a name than the gateway does', async () => {
    const { user } = await openEdit();
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await enter(user, firstName, 'a'.repeat(120));
    expect(firstName).toHaveValue('a'.repeat(100));
  });
});
