import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from './support/fake-bridge';
import { renderApp } from './support/render-app';
import { STEP_TITLES } from './support/sign-up-journey';

const TITLE = 'Ready to Become Great at HCM?';

async function openProductSelection() {
  const app = renderApp('/sign-up', createFakeBridge());
  await screen.findByRole('heading', { name: TITLE });
  return app;
}

const card = (name: string) => screen.getByRole('checkbox', { name });
/** The tick mark drawn inside a card; it is decoration, hidden from assistive technology. */
const tickOf = (name: string) => within(card(name)).queryByRole('checkbox', { hidden: true });

describe('sign-up product selection', () => {
  it("shows 'Ready to Become Great at HCM?' under the journey heading, with the cards grouped by family", async () => {
    await openProductSelection();
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Journey With Us' })).toBeInTheDocument();
    const families = [
      ['Talent Management', ['Recruiting', 'Onboarding', 'Performance', 'Learning']],
      ['HRIS', ['BuzzHR']],
      ['Workforce Management', ['ClockLog']],
    ] as const;
    for (const [family, names] of families) {
      const group = screen.getByRole('group', { name: family });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(names.length);
      for (const name of names) expect(within(group).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    expect(card('Learning')).toHaveAttribute('aria-disabled', 'true');
    expect(card('Learning')).toHaveAccessibleDescription(expect.stringContaining('Coming soon'));
    for (const name of ['Recruiting', 'Onboarding', 'Performance', 'BuzzHR', 'ClockLog']) {
      expect(card(name)).toHaveAttribute('aria-checked', 'false');
      expect(card(name)).not.toHaveAttribute('aria-disabled');
    }
  });

  it('shows a card’s checkbox while the pointer is over it, and keeps it once checked', async () => {
    const { user } = await openProductSelection();
    expect(tickOf('Onboarding')).toBeNull();
    await user.hover(card('Onboarding'));
    expect(tickOf('Onboarding')).not.toBeChecked();
    await user.unhover(card('Onboarding'));
    expect(tickOf('Onboarding')).toBeNull();

    await user.click(card('Onboarding'));
    await user.unhover(card('Onboarding'));
    await user.click(document.body);
    expect(card('Onboarding')).toHaveAttribute('aria-checked', 'true');
    expect(tickOf('Onboarding')).toBeChecked();
  });

  it('does not toggle the coming-soon Learning card', async () => {
    const { user } = await openProductSelection();
    await user.hover(card('Learning'));
    expect(tickOf('Learning')).toBeDisabled();
    await user.click(card('Learning'));
    expect(card('Learning')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows Back and Continue only while at least one card is chosen', async () => {
    const { user } = await openProductSelection();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(card('ClockLog'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(card('ClockLog'));
    expect(card('ClockLog')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('is operable from the keyboard: Tab reaches the cards, showing the checkbox, and Space toggles', async () => {
    const { user } = await openProductSelection();
    act(() => card('Recruiting').focus());
    expect(tickOf('Recruiting')).not.toBeChecked();
    await user.keyboard(' ');
    expect(card('Recruiting')).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(card('Onboarding')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(card('Onboarding')).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    await user.tab();
    expect(card('Learning')).not.toHaveFocus();
    expect(card('BuzzHR')).toHaveFocus();
  });

  it('goes back to /sign-in with Back', async () => {
    const { user, location } = await openProductSelection();
    await user.click(card('Performance'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });
});

describe('sign-up intro card', () => {
  it('follows Continue with the chosen products, explains the three steps and starts step 1', async () => {
    const { user, location } = await openProductSelection();
    await user.click(card('ClockLog'));
    await user.click(card('Recruiting'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const intro = await screen.findByRole('heading', { name: 'Create your company account' });
    expect(intro).toHaveFocus();
    expect(location()).toBe('/sign-up?products=RECRUITMENT%2CCLOCKLOG');
    const chosen = screen.getByRole('list', { name: 'Products you chose:' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Recruiting', 'ClockLog']);
    expect(screen.getByText('Personal Information: your name, email and contact number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terms of Service' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: STEP_TITLES[0] })).toHaveFocus();
  });

  it('goes back to the product selection with the choice kept', async () => {
    const { user } = await openProductSelection();
    await user.click(card('BuzzHR'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: TITLE });
    expect(card('BuzzHR')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('lists no products when none were passed to it', async () => {
    renderApp('/sign-up?products=', createFakeBridge());
    await screen.findByRole('heading', { name: 'Create your company account' });
    expect(screen.queryByRole('list', { name: 'Products you chose:' })).not.toBeInTheDocument();
  });
});
