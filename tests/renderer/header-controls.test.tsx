import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@renderer/lib/theme/theme-preferences';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { renderApp } from './support/render-app';

function renderHome() {
  const session = signedIn(makeUser({ menuPermissions: { ONBOARDING: { menu: [], module: ['/home'] } } }), {
    rememberMe: true,
    rememberedEmail: 'coordinator@acme.example',
  });
  renderApp('/home', createFakeBridge({ session }));
  return screen.findByRole('banner');
}

/** axe's rules on names and ARIA (colour needs a real browser and is checked there). */
async function ariaFindings(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'label-content-name-mismatch', 'label', 'button-name', 'link-name'],
  });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
}

describe('the header’s theme controls and profile link', () => {
  it('offers the colour themes as a radio group named Colour theme, one radio per preset, moved through with the arrow keys', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ preset: 'blue', mode: 'light' }));
    const header = await renderHome();
    const group = within(header).getByRole('radiogroup', { name: 'Colour theme' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toEqual(['Blue', 'Green', 'Indigo', 'Purple'].map((name) => within(group).getByRole('radio', { name })));
    expect(within(group).getByRole('radio', { name: 'Blue' })).toBeChecked();

    within(group).getByRole('radio', { name: 'Blue' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Green' })).toHaveFocus();
    expect(document.documentElement.dataset.themePreset).toBe('green');
  });

  it('names the dark-mode switch by its visible label', async () => {
    const header = await renderHome();
    const darkMode = within(header).getByRole('switch', { name: 'Dark' });
    await userEvent.click(within(header).getByText('Dark'));
    expect(darkMode).toBeChecked();
    expect(document.documentElement.dataset.themeMode).toBe('dark');
  });

  it('names the profile link by what it shows, then says where it goes', async () => {
    const header = await renderHome();
    expect(within(header).getByRole('link', { name: 'Casey Coordinator Acme Ltd My profile' })).toHaveAttribute('href', '/my-profile');
  });

  it('has no ARIA or naming finding for axe', async () => {
    const header = await renderHome();
    expect(await ariaFindings(header)).toEqual([]);
  });
});
