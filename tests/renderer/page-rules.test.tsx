import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageRulesPreview } from '@shared/contract/welcome-pages';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { BENEFITS, PAGES, VIEW, fullPage, ok, openPagesScreen } from './support/pages-fixtures';
import { chooseOption } from './support/sign-up-journey';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-page-rules';

const PATH = '/settings/pages/page-rules';
const ENGINEERING_ONLY = [{ dimension: 'department', values: ['dep-eng'] }];

const PREVIEW: PageRulesPreview = {
  before: 40,
  after: 6,
  gaining: { count: 0, hires: [] },
  losing: {
    count: 34,
    hires: [
      { _id: 'hire-leo', fullName: 'Leo Park' },
      { _id: 'hire-ana', fullName: 'Ana Silva' },
    ],
  },
};

const card = (title: string) => screen.findByRole('region', { name: title });

describe('page rules', { timeout: 45_000 }, () => {
  it('shows each page’s rules in words and says plainly when a page goes to everyone', async () => {
    openPagesScreen(PATH, {});
    const welcome = await card('1. Welcome to Acme');
    expect(within(welcome).getByText('No rules: every hire gets this page.')).toBeDefined();
    expect(within(welcome).getByText('40 current hires')).toBeDefined();
    const engineering = await card('2. Engineering at Acme');
    expect(await within(engineering).findByText('For: Department: Engineering')).toBeDefined();
    expect(within(engineering).getByText('6 current hires')).toBeDefined();
  });

  it('shows who gains and loses the page before the rules are saved, then saves the same rules', async () => {
    const app = openPagesScreen(PATH, {
      'welcomePages.previewRules': () => ok(PREVIEW, WELCOME_PAGE_TEXT.rulesPreview),
      'welcomePages.updateRules': (input) => ok(fullPage({ ...BENEFITS, criteria: input.criteria, version: 2 }), WELCOME_PAGE_TEXT.rulesSaved),
    });
    await app.user.click(within(await card('3. Benefits')).getByRole('button', { name: 'Edit rules: Benefits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rules: Benefits' });
    await waitFor(() => expect(within(dialog).getByTestId('rule-editor-count').textContent).toBe('Matches 40 current hires'));
    await chooseOption(app.user, 'Department', 'Engineering');
    await app.user.click(within(dialog).getByRole('button', { name: 'Review changes' }));

    const preview = await screen.findByTestId('page-rules-preview');
    expect(app.sent('welcomePages.previewRules')).toEqual([{ pageId: 'page-benefits', criteria: ENGINEERING_ONLY }]);
    expect(app.sent('welcomePages.updateRules')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'What this changes: Benefits' })).toBeDefined();
    expect(within(preview).getByText('Before: 40 current hires → After: 6 current hires')).toBeDefined();
    expect(within(preview).getByText('Nobody gains the page.')).toBeDefined();
    const losing = within(preview).getByRole('region', { name: 'Lose the page (34)' });
    expect(within(losing).getByText('Leo Park')).toBeDefined();
    expect(within(losing).getByText('and 32 more')).toBeDefined();

    await app.user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(app.sent('welcomePages.updateRules')).toEqual([{ pageId: 'page-benefits', version: 1, criteria: ENGINEERING_ONLY }]));
    expect(await screen.findByText('Page rules saved.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'What this changes: Benefits' })).toBeNull());
  });

  it('shows the rules saved meanwhile beside yours when the page changed since it was read', async () => {
    let reads = 0;
    const theirs = PAGES.map((page) =>
      page._id === 'page-benefits' ? { ...page, criteria: [{ dimension: 'department', values: ['dep-sales'] }], version: 2 } : page,
    );
    const app = openPagesScreen(PATH, {
      'welcomePages.list': () => ok(++reads === 1 ? PAGES : theirs),
      'welcomePages.previewRules': () => ok(PREVIEW),
      'welcomePages.updateRules': () => ({ ok: false, error: { status: 409, message: WELCOME_PAGE_TEXT.stale, code: 'STALE_VERSION' } }),
    });
    await app.user.click(within(await card('3. Benefits')).getByRole('button', { name: 'Edit rules: Benefits' }));
    await screen.findByRole('dialog', { name: 'Rules: Benefits' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Department' })).toBeDefined());
    await chooseOption(app.user, 'Department', 'Engineering');
    await app.user.click(screen.getByRole('button', { name: 'Review changes' }));
    await app.user.click(await screen.findByRole('button', { name: 'Save rules' }));
    const table = await screen.findByRole('table', { name: 'What changed' });
    expect(within(table).getByText('Department: Sales')).toBeDefined();
    expect(within(table).getByText('Department: Engineering')).toBeDefined();
  });

  it('lets someone who may only view settings read the rules but not edit them', async () => {
    openPagesScreen(PATH, {}, VIEW);
    expect(within(await card('1. Welcome to Acme')).getByRole('button', { name: 'Edit rules: Welcome to Acme' })).toBeDisabled();
  });
});
