import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shared/countries';
import { createFakeBridge } from './support/fake-bridge';
import { chooseOption, fillOtherCompanyStep, fillPersonalStep, openList, openSignUpForm, PERSON, pressContinue, STEP_TITLES } from './support/sign-up-journey';

/** Each test walks the wizard through antd in jsdom: several seconds, more on a busy machine. */
const JOURNEY = { timeout: 45_000 };

const REQUIRED = 'This field is required';

const open = () => openSignUpForm(createFakeBridge());
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('sign-up step 1, Personal Information (1/3)', JOURNEY, () => {
  it('shows First Name, Last Name, Email and Contact Number, each marked required and linked to its error', async () => {
    await open();
    for (const label of ['First Name', 'Last Name', 'Email', 'Contact Number']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).toHaveAttribute('aria-describedby', expect.stringContaining('-error'));
    }
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('placeholder', 'Enter phone number');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('GB');
  });

  it("says 'This field is required' as soon as a field is emptied", async () => {
    const { user } = await open();
    for (const label of ['First Name', 'Last Name', 'Email', 'Contact Number']) {
      const field = screen.getByLabelText(label);
      await user.type(field, label === 'Contact Number' ? '0' : 'x');
      await user.clear(field);
      await waitFor(() => expect(errorOf(label)).toBe(REQUIRED));
    }
  });

  it("says 'Please enter valid email' while the email is not an address", async () => {
    const { user } = await open();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@');
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter valid email'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'acme.example');
    await waitFor(() => expect(errorOf('Email')).toBe(''));
  });

  it("checks the phone number when the field is left: 'Invalid phone number.'", async () => {
    const { user } = await open();
    const phone = screen.getByLabelText('Contact Number');
    await user.type(phone, '07911 12');
    expect(errorOf('Contact Number')).toBe('');
    await user.tab();
    await waitFor(() => expect(errorOf('Contact Number')).toBe('Invalid phone number.'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '3456');
    await user.tab();
    await waitFor(() => expect(errorOf('Contact Number')).toBe(''));
    expect(phone).toHaveValue('07911 123456');
  });

  it('does not continue while the step is invalid, shows every error, and moves focus to the first wrong field', async () => {
    const { user } = await open();
    await pressContinue(user);
    for (const label of ['First Name', 'Last Name', 'Email', 'Contact Number']) await waitFor(() => expect(errorOf(label)).toBe(REQUIRED));
    expect(screen.getByRole('heading', { name: STEP_TITLES[0] })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    await fillPersonalStep(user);
    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), '07911 12');
    await pressContinue(user);
    await waitFor(() => expect(errorOf('Contact Number')).toBe('Invalid phone number.'));
    expect(screen.getByRole('heading', { name: STEP_TITLES[0] })).toBeInTheDocument();
  });

  it('continues to step 2 when valid, focusing its heading; Back returns to the intro card and the values stay', async () => {
    const { user } = await open();
    await fillPersonalStep(user);
    await pressContinue(user, STEP_TITLES[1]);
    expect(screen.getByRole('heading', { name: STEP_TITLES[1] })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: STEP_TITLES[0] })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Create your company account' });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await screen.findByRole('heading', { name: STEP_TITLES[0] });
    expect(screen.getByLabelText('First Name')).toHaveValue(PERSON.firstName);
    expect(screen.getByLabelText('Last Name')).toHaveValue(PERSON.lastName);
    expect(screen.getByLabelText('Email')).toHaveValue(PERSON.email);
    expect(screen.getByLabelText('Contact Number')).toHaveValue(PERSON.phoneTyped);
  });
});

describe('sign-up step 2, Company Details (2/3)', JOURNEY, () => {
  async function openStep2() {
    const app = await open();
    await fillPersonalStep(app.user);
    await pressContinue(app.user, STEP_TITLES[1]);
    return app;
  }

  it('offers the countries in the shared order (the fifteen first) and the five company sizes', async () => {
    const { user } = await openStep2();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const shown = within(await openList())
      .getAllByRole('option', { hidden: true })
      .map((option) => option.getAttribute('aria-label'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(COUNTRIES.slice(0, shown.length));
    expect(COUNTRIES.slice(0, 3)).toEqual(['United Kingdom', 'United States', 'Germany']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Company Size' }));
    const sizes = [...(await openList()).querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(sizes).toEqual(['1-40', '41-75', '76-250', '251-1000', '1000+']);
  });

  it('finds a country by typing part of its name', async () => {
    const { user } = await openStep2();
    await chooseOption(user, 'Country', 'New Zealand', 'zeal');
    expect(screen.getByRole('combobox', { name: 'Country' }).closest('.ant-select')).toHaveTextContent('New Zealand');
  });

  it('requires the country, the company name and the company size before continuing', async () => {
    const { user } = await openStep2();
    await pressContinue(user);
    await waitFor(() => expect(errorOf('Country')).toBe(REQUIRED));
    expect(errorOf('Company Name')).toBe(REQUIRED);
    expect(errorOf('Company Size')).toBe(REQUIRED);
    expect(screen.getByRole('heading', { name: STEP_TITLES[1] })).toBeInTheDocument();
  });

  it('takes a typed company name outside the United Kingdom and requires it on change', async () => {
    const { user } = await openStep2();
    await chooseOption(user, 'Country', 'Germany', 'Germ');
    const name = screen.getByLabelText('Company Name');
    expect(name).toHaveAttribute('placeholder', 'Enter company name');
    await user.type(name, 'x');
    await user.clear(name);
    await waitFor(() => expect(errorOf('Company Name')).toBe(REQUIRED));
  });

  it('moves on to step 3 when valid; Back returns to step 2 with the values kept', async () => {
    const { user } = await openStep2();
    await fillOtherCompanyStep(user);
    await pressContinue(user, STEP_TITLES[2]);
    expect(screen.getByRole('heading', { name: STEP_TITLES[2] })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: STEP_TITLES[1] });
    expect(screen.getByRole('combobox', { name: 'Country' }).closest('.ant-select')).toHaveTextContent('France');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme SAS');
    expect(screen.getByRole('combobox', { name: 'Company Size' }).closest('.ant-select')).toHaveTextContent('41-75');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: STEP_TITLES[0] })).toBeInTheDocument();
  });
});

describe('sign-up step 3, Company Details (3/3), outside the United Kingdom', JOURNEY, () => {
  it('requires Company No, Company Address and Postal Code, on change and on Continue', async () => {
    const bridge = createFakeBridge();
    const { user } = await openSignUpForm(bridge);
    await fillPersonalStep(user);
    await pressContinue(user, STEP_TITLES[1]);
    await fillOtherCompanyStep(user);
    await pressContinue(user, STEP_TITLES[2]);

    await pressContinue(user);
    for (const label of ['Company No', 'Company Address', 'Postal Code']) await waitFor(() => expect(errorOf(label)).toBe(REQUIRED));
    await user.type(screen.getByLabelText('Postal Code'), '75001');
    await waitFor(() => expect(errorOf('Postal Code')).toBe(''));
    await user.clear(screen.getByLabelText('Postal Code'));
    await waitFor(() => expect(errorOf('Postal Code')).toBe(REQUIRED));
    expect(screen.getByRole('heading', { name: STEP_TITLES[2] })).toBeInTheDocument();
  });
});
