import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeBridge } from './fake-bridge';
import { renderApp } from './render-app';

/** A person who signs a company up; the phone is typed in GB national form and sent in E.164. */
export const PERSON = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.example',
  phoneTyped: '07911 123456',
  phone: '+447911123456',
} as const;

export const STEP_TITLES = ['Personal Information (1/3)', 'Company Details (2/3)', 'Company Details (3/3)'] as const;

/** Opens /sign-up with a products parameter (the intro card) and starts the first step. */
export async function openSignUpForm(bridge: FakeBridge, search = '?products=ONBOARDING') {
  const app = renderApp(`/sign-up${search}`, bridge);
  await app.user.click(await screen.findByRole('button', { name: 'Get Started' }));
  await screen.findByRole('heading', { name: STEP_TITLES[0] });
  return app;
}

/** Puts text into a field as a paste: one input event, so journeys stay quick. */
export async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

export async function fillPersonalStep(user: UserEvent) {
  await enter(user, 'First Name', PERSON.firstName);
  await enter(user, 'Last Name', PERSON.lastName);
  await enter(user, 'Email', PERSON.email);
  await enter(user, 'Contact Number', PERSON.phoneTyped);
}

export async function pressContinue(user: UserEvent, nextTitle?: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  if (nextTitle) await screen.findByRole('heading', { name: nextTitle });
}

/** The open antd Select list. */
export async function openList(): Promise<HTMLElement> {
  let list: HTMLElement | undefined;
  await waitFor(() => {
    list = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find((element) => !element.className.includes('ant-select-dropdown-hidden'));
    expect(list).toBeDefined();
  });
  return list!;
}

/** Picks an option of an antd Select: opens it, types to filter when asked, clicks the option. */
export async function chooseOption(user: UserEvent, label: string, option: string, typed?: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  if (typed) await user.paste(typed);
  await user.click(await within(await openList()).findByTitle(option));
}

export async function fillOtherCompanyStep(user: UserEvent, country = 'France', companyName = 'Acme SAS', size = '41-75') {
  await chooseOption(user, 'Country', country, country);
  await enter(user, 'Company Name', companyName);
  await chooseOption(user, 'Company Size', size);
}

export async function fillRegistrationStep(user: UserEvent, values: { companyNo: string; companyAddress: string; postalCode: string }) {
  await enter(user, 'Company No', values.companyNo);
  await enter(user, 'Company Address', values.companyAddress);
  await enter(user, 'Postal Code', values.postalCode);
}

/** Walks every step for a French company and presses Continue on the last, which sends the sign-up. */
export async function signUpInFrance(user: UserEvent, companyName = 'Acme SAS') {
  await fillPersonalStep(user);
  await pressContinue(user, STEP_TITLES[1]);
  await fillOtherCompanyStep(user, 'France', companyName, '41-75');
  await pressContinue(user, STEP_TITLES[2]);
  await fillRegistrationStep(user, { companyNo: '552 100 554', companyAddress: '1 Rue de Rivoli, Paris', postalCode: '75001' });
  await pressContinue(user);
}
