import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '@shared/contract/registry';
import { toApiDate } from '@shared/date-format';
import type { HireFormInput } from '@renderer/domain/hires/hire-form-schema';
import { discardDraft, ensureDraft, updateDraft } from '@renderer/features/new-hires/lib/new-hire-draft-store';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { BUDDY, COORDINATOR, MANAGER, companyListAnswers, customField, hire, hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import { openList } from './support/sign-up-journey';

configure({ asyncUtilTimeout: 20_000 });

const DETAILS = '/new-hiring/add-new-hire/hire-details';

const FIELDS = [
  customField('f-size', 'T-shirt size', 'single_select', {
    options: [
      { key: 's', label: 'Small', archived: false },
      { key: 'm', label: 'Medium', archived: false },
    ],
  }),
  customField('f-badge', 'Badge name', 'short_text', { section: 'Job', validation: { required: true }, helpText: 'As printed on the badge.' }),
  customField('f-later', 'Shoe size', 'short_text', { filledBy: 'new_hire' }),
  customField('f-old', 'Old field', 'short_text', { archived: true }),
];

const FILLED: HireFormInput = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  preferredName: '',
  personalEmail: 'jordan@example.com',
  workEmail: '',
  phone: '',
  jobTitle: 'Software Engineer',
  departmentId: null,
  locationId: null,
  employmentStatus: 'full_time',
  startDate: toApiDate(dayjs().add(30, 'day')),
  timezone: '(UTC) Edinburgh, London',
  manager: { _id: MANAGER._id, fullName: MANAGER.fullName },
  coordinator: { _id: COORDINATOR._id, fullName: COORDINATOR.fullName },
  buddy: { _id: BUDDY._id, fullName: BUDDY.fullName },
};

const coordinator = hiresCoordinator({
  permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.new_hires.manage', 'onb.fields.view'],
});

function openFlow(handlers: FakeApiHandlers = {}) {
  discardDraft();
  ensureDraft(coordinator.id, () => FILLED);
  updateDraft({ personalDone: true, plan: { kind: 'none' } });
  const bridge = createFakeBridge({ session: signedIn(coordinator) });
  const lists = companyListAnswers();
  const call = fakeApi(bridge, {
    'settings.departments': () => lists.departments,
    'settings.locations': () => lists.locations,
    'settings.otherCriteria': () => lists.otherCriteria,
    'tasks.planTemplates': () => ({ ok: true, data: { message: 'OK', data: [] } }),
    'fields.list': () => ({ ok: true, data: { message: 'OK', data: { fields: FIELDS, builtIns: [] } } }),
    'newHire.create': () => ({ ok: true, data: { message: 'New hire added.', data: hire({ _id: 'hire-new' }) } }),
    ...handlers,
  });
  const calls = <N extends keyof FakeApiHandlers>(name: N) =>
    call.mock.calls.filter(([called]) => called === name).map(([, input]) => input as OperationInput<N>);
  return { ...renderApp(DETAILS, bridge), calls };
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)!;
const stepTitle = (title: string) => screen.findByText(title, { selector: 'h2' });

/** From the Job step, with the custom fields filled, on to the review. */
async function fillAndReview(user: UserEvent) {
  await stepTitle('Job (2/5)');
  await user.click(await screen.findByLabelText('T-shirt size (optional)'));
  await user.click(await within(await openList()).findByTitle('Medium'));
  await user.click(button('Continue'));
  await waitFor(() => expect(errorOf('Badge name')).toHaveTextContent('This field is required'));
  await user.click(screen.getByLabelText('Badge name'));
  await user.paste('Jo R');
  await user.click(button('Continue'));
  await stepTitle('People (3/5)');
  await user.click(button('Continue'));
  await stepTitle('Plan (4/5)');
  await user.click(button('Continue'));
  await stepTitle('Review (5/5)');
}

describe('custom fields when adding a hire', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await import('@renderer/app/routes/hire-details');
  }, 60_000);

  afterEach(() => {
    cleanup();
    discardDraft();
  });

  it('asks for the active fields the coordinator fills, by section, lists them on the review and sends them', async () => {
    const { user, calls } = openFlow();
    await stepTitle('Job (2/5)');
    expect(await screen.findByText('As printed on the badge.')).toBeInTheDocument();
    expect(screen.getByText('Other', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Shoe size/)).toBeNull();
    expect(screen.queryByLabelText(/Old field/)).toBeNull();
    await fillAndReview(user);
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('Jo R')).toBeInTheDocument();
    await user.click(button('Save as pending'));
    await waitFor(() => expect(calls('newHire.create')).toHaveLength(1));
    expect(calls('newHire.create')[0]?.customFields).toEqual({ 'f-size': 'm', 'f-badge': 'Jo R' });
  });

  it('shows the gateway’s refusal of a value at its field, on its step, keeping what was typed', async () => {
    const message = 'Use at most 3 characters.';
    const { user } = openFlow({
      'newHire.create': () => ({ ok: false, error: { status: 400, message, fieldErrors: { 'customFields.f-badge': [message] } } }),
    });
    await fillAndReview(user);
    await user.click(button('Save as pending'));
    await stepTitle('Job (2/5)');
    await waitFor(() => expect(errorOf('Badge name')).toHaveTextContent(message));
    expect(screen.getByLabelText('Badge name')).toHaveValue('Jo R');
  });
});
