import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import { answer, fakeApi, refuse, registeredCompany, registerPage } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import {
  chooseOption,
  fillPersonalStep,
  fillRegistrationStep,
  openList,
  openSignUpForm,
  PERSON,
  pressContinue,
  signUpInFrance,
  STEP_TITLES,
} from './support/sign-up-journey';

/** Each test walks the wizard through antd in jsdom: several seconds, more on a busy machine. */
const JOURNEY = { timeout: 45_000 };

const ACME = registeredCompany('01234567', 'ACME WIDGETS LTD', 'SW1A 1AA');
const PERSONAL_PAYLOAD = { firstName: PERSON.firstName, lastName: PERSON.lastName, email: PERSON.email, contactNumber: PERSON.phone };
/** What signUpOutsideUk enters, as sent: the company name trimmed. */
const FRENCH_COMPANY_PAYLOAD = {
  ...PERSONAL_PAYLOAD,
  country: 'France',
  companyName: 'Acme SAS',
  companySize: '41-75',
  companyNo: '552 100 554',
  companyAddress: '1 Rue de Rivoli, Paris',
  postalCode: '75001',
};

function setUp(
  reply: CallResult<{ message: string }> | Promise<CallResult<{ message: string }>> = answer('Welcome aboard! Check your email for your temporary password.'),
) {
  const bridge = createFakeBridge();
  const api = fakeApi(bridge, {
    'auth.signupCompany': () => reply,
    'companyRegister.search': () => registerPage([ACME]),
  });
  return { bridge, api };
}

async function signUpOutsideUk(search: string, reply?: Parameters<typeof setUp>[0]) {
  const { bridge, api } = setUp(reply);
  const app = await openSignUpForm(bridge, search);
  await signUpInFrance(app.user, '  Acme SAS ');
  return { ...app, api, bridge };
}

async function signUpInUk(search: string) {
  const { bridge, api } = setUp();
  const app = await openSignUpForm(bridge, search);
  await fillPersonalStep(app.user);
  await pressContinue(app.user, STEP_TITLES[1]);
  await chooseOption(app.user, 'Country', 'United Kingdom');
  const lookup = screen.getByRole('combobox', { name: 'Company Name' });
  await app.user.click(lookup);
  await app.user.type(lookup, 'acme');
  await app.user.click(await within(await openList()).findByText('ACME WIDGETS LTD'));
  await chooseOption(app.user, 'Company Size', '251-1000');
  await pressContinue(app.user, STEP_TITLES[2]);
  await fillRegistrationStep(app.user, { companyNo: '01234567', companyAddress: '1 High Street, London', postalCode: 'sw1a 1aa' });
  await pressContinue(app.user);
  return { ...app, api };
}

const signUpCalls = (api: ReturnType<typeof fakeApi>) => api.mock.calls.filter(([name]) => name === 'auth.signupCompany').map(([, input]) => input);

describe('sign-up submit', JOURNEY, () => {
  it('sends a UK sign-up with the chosen products: the register’s company name, the country name, defaultCompany the first product', async () => {
    const { api } = await signUpInUk('?products=PERFORMANCE%2CRECRUITMENT');
    await waitFor(() => expect(signUpCalls(api)).toHaveLength(1));
    expect(signUpCalls(api)[0]).toStrictEqual({
      ...PERSONAL_PAYLOAD,
      country: 'United Kingdom',
      companyName: 'ACME WIDGETS LTD',
      companySize: '251-1000',
      companyNo: '01234567',
      companyAddress: '1 High Street, London',
      postalCode: 'sw1a 1aa',
      allowedCompany: ['RECRUITMENT', 'PERFORMANCE'],
      defaultCompany: 'RECRUITMENT',
      description: '',
    });
  });

  it('sends a UK sign-up without a product list: no allowedCompany, defaultCompany PERFORMANCE', async () => {
    const { api } = await signUpInUk('?products=');
    await waitFor(() => expect(signUpCalls(api)).toHaveLength(1));
    const payload = signUpCalls(api)[0] as Record<string, unknown>;
    expect(payload).not.toHaveProperty('allowedCompany');
    expect(payload).toMatchObject({ country: 'United Kingdom', companyName: 'ACME WIDGETS LTD', defaultCompany: 'PERFORMANCE', description: '' });
  });

  it("sends a sign-up from elsewhere with the typed company name and no companyNameCustom, toasts the server's message and goes to /sign-in", async () => {
    const { api, location } = await signUpOutsideUk('?products=CLOCKLOG');
    await waitFor(() => expect(signUpCalls(api)).toHaveLength(1));
    expect(signUpCalls(api)[0]).toStrictEqual({
      ...FRENCH_COMPANY_PAYLOAD,
      allowedCompany: ['CLOCKLOG'],
      defaultCompany: 'CLOCKLOG',
      description: '',
    });
    expect(await screen.findByText('Welcome aboard! Check your email for your temporary password.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it("sends a sign-up from elsewhere without a product list; with no server message it says 'User create successfully!'", async () => {
    const { api, location } = await signUpOutsideUk('?products=', answer(''));
    await waitFor(() => expect(signUpCalls(api)).toHaveLength(1));
    expect(signUpCalls(api)[0]).toStrictEqual({
      ...FRENCH_COMPANY_PAYLOAD,
      defaultCompany: 'PERFORMANCE',
      description: '',
    });
    expect(await screen.findByText('User create successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it('shows Continue loading and Back disabled while the request runs', async () => {
    let reply: (result: CallResult<{ message: string }>) => void = () => undefined;
    const { location } = await signUpOutsideUk('?products=ONBOARDING', new Promise((resolve) => (reply = resolve)));
    await waitFor(() => expect(screen.getByRole('button', { name: /Continue/ })).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    reply(answer('Created.'));
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it("shows the server's failure as an error notice and keeps every input", async () => {
    const { user, location } = await signUpOutsideUk('?products=ONBOARDING', refuse('This company is already registered.', 409));
    expect(await screen.findByText('This company is already registered.')).toBeInTheDocument();
    expect(location()).toBe('/sign-up?products=ONBOARDING');
    expect(screen.getByLabelText('Company No')).toHaveValue('552 100 554');
    expect(screen.getByLabelText('Company Address')).toHaveValue('1 Rue de Rivoli, Paris');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('75001');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: STEP_TITLES[1] });
    expect(screen.getByLabelText('Company Name')).toHaveValue('  Acme SAS ');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: STEP_TITLES[0] });
    expect(screen.getByLabelText('Email')).toHaveValue(PERSON.email);
    expect(screen.getByLabelText('Contact Number')).toHaveValue(PERSON.phoneTyped);
  });
});

describe('sign-up links', JOURNEY, () => {
  it('opens Terms of Service and Privacy Policy through the bridge and links back to Sign In', async () => {
    const { bridge } = setUp();
    const { user } = await openSignUpForm(bridge);
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(bridge.openLinkMock.mock.calls).toEqual([['termsOfService'], ['privacyPolicy']]);
    expect(screen.getByText(/Already have an account\?/)).toHaveTextContent('Already have an account? Sign In');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    // Inside a sentence, the link is told apart from its words without colour (the page's own style, which antd's reset would otherwise undo).
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('style', expect.stringContaining('text-decoration: underline'));
  });

  it('shows why a page could not be opened', async () => {
    const { bridge } = setUp();
    bridge.openLinkMock.mockResolvedValueOnce({ ok: false, error: { status: 404, message: 'No address is configured for the Terms of Service.' } });
    const { user } = await openSignUpForm(bridge);
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    expect(await screen.findByText('No address is configured for the Terms of Service.')).toBeInTheDocument();
  });
});
