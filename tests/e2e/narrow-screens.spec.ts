import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp, type StoredHire } from './support/onboarding-gateway';
import { dayFromToday, DEMO_PASSWORD, SLOW, signInAs } from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const MAYA = 'maya.patel@example.com';
/** The longest values the gateway takes, in one word each: nothing for the browser to break a line at. */
const LONG_JOB_TITLE = `Principal${'Engineering'.repeat(12)}Lead`.slice(0, 150);
const LONG_LAST_NAME = `Wolfeschlegel${'steinhausenberger'.repeat(6)}`.slice(0, 100);
const LONG_TASK_TITLE = `Configure${'Infrastructure'.repeat(14)}`.slice(0, 200);
const LONG_EMAIL = `${'firstname.lastname'.repeat(3)}@${'subdomain'.repeat(4)}.example`;

/** The spec's `sm` breakpoint, where every screen must still fit, the width the screens were found broken at, and `xl`. */
const WIDTHS = [600, 700, 1440] as const;
/** Below the spec's `md` breakpoint the menu is a drawer over the page. */
const MD = 900;

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements whose seen part reaches past the viewport's right or left edge. */
  outside: string[];
}

/** What sticks out of the viewport: the page's own scroll width, and every visible element beyond its edges. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // What a region that scrolls or clips (a table's own frame) holds is seen only within that region.
      let left = box.left;
      let right = box.right;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right - left <= 0 || (right <= width + 0.5 && left >= -0.5)) continue;
      // Drawn out of sight (a closed drawer, a screen-reader-only text) is not in the way of anything.
      const style = getComputedStyle(element);
      const clippedAway = style.clipPath === 'inset(100%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (style.visibility === 'hidden' || style.opacity === '0' || clippedAway || element.closest('[aria-hidden="true"], .ant-drawer:not(.ant-drawer-open)'))
        continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
      outside.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').slice(0, 40)}"`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, outside: outside.slice(0, 10) };
  });
}

async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  // Let the screen's data arrive and its layout settle before measuring.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, SLOW);
  const overflow = await measureOverflow(page);
  expect(overflow.outside, `${screen}: elements outside the ${overflow.clientWidth} px viewport`).toEqual([]);
  expect(overflow.scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
}

/** The page names its icon (the app's), and the host serves it: no tab shows a missing icon, no request gets a 404. */
async function expectIconServed(page: Page): Promise<void> {
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const href = await icon.evaluate((link) => (link as HTMLLinkElement).href);
  const answer = await page.request.get(href);
  expect(answer.status(), href).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\//);
}

/** Every control of the header sits inside the bar, none on top of another. */
async function expectHeaderFits(page: Page, screen: string): Promise<void> {
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  const boxes = await header.evaluate((bar) => {
    const outer = bar.getBoundingClientRect();
    const items = [...bar.querySelectorAll<HTMLElement>('a, button, [role="status"], [role="switch"]')]
      .filter((item) => item.getBoundingClientRect().width > 0)
      .map((item) => {
        const box = item.getBoundingClientRect();
        return {
          name: (item.getAttribute('aria-label') ?? item.textContent ?? '').trim().slice(0, 40),
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      });
    return { outer: { left: outer.left, right: outer.right, top: outer.top, bottom: outer.bottom }, items };
  });
  expect(boxes.items.length, `${screen}: the header's controls`).toBeGreaterThan(2);
  for (const item of boxes.items) {
    const inside =
      item.left >= boxes.outer.left - 0.5 &&
      item.right <= boxes.outer.right + 0.5 &&
      item.top >= boxes.outer.top - 0.5 &&
      item.bottom <= boxes.outer.bottom + 0.5;
    expect(inside, `${screen}: "${item.name}" lies outside the header bar`).toBe(true);
  }
  for (const [index, item] of boxes.items.entries()) {
    for (const other of boxes.items.slice(index + 1)) {
      const nested = (a: typeof item, b: typeof item) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
      if (nested(item, other) || nested(other, item)) continue;
      const overlap = item.left < other.right - 0.5 && other.left < item.right - 0.5 && item.top < other.bottom - 0.5 && other.top < item.bottom - 0.5;
      expect(overlap, `${screen}: "${item.name}" lies over "${other.name}" in the header`).toBe(false);
    }
  }
}

test.describe('every screen fits from the sm breakpoint up, with the longest values the gateway takes', () => {
  const stack = sharedStack();
  let hire: StoredHire;

  test.beforeAll(async () => {
    const coordinator = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    hire = await coordinator.post<StoredHire>('/NewHire/create-hire', {
      firstName: 'Alexandria',
      lastName: LONG_LAST_NAME,
      personalEmail: LONG_EMAIL,
      jobTitle: LONG_JOB_TITLE,
      employmentStatus: 'full_time',
      startDate: dayFromToday(3),
      timezone: '(UTC) Edinburgh, London',
    });
    await coordinator.post(`/NewHire/create-task/${hire._id}`, {
      title: LONG_TASK_TITLE,
      taskCategory: 'logistics',
      assigneeRole: 'coordinator',
      dueDate: dayFromToday(-1),
    });
  });

  for (const width of WIDTHS) {
    test(`a coordinator's screens at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, stack.host.url, DEMO_COORDINATOR.email);

      const screens = [
        '/home',
        '/dashboard',
        '/tasks?whose=all',
        '/new-hiring',
        `/new-hiring/new-hire-info?id=${hire._id}`,
        `/new-hiring/profile?id=${hire._id}`,
        `/new-hiring/profile/edit?id=${hire._id}`,
        `/new-hiring/new-hire-info/preview-welcome-experience?id=${hire._id}`,
        '/new-hiring/add-new-hire',
        '/my-profile',
        '/change-password',
        '/see-all-feedback',
        '/settings',
        '/settings/settings-overview',
        '/settings/permissions',
        '/settings/pages',
        '/settings/pages/page-rules',
        '/settings/preview',
        `/settings/preview-experience?id=${hire._id}`,
        '/settings/branded-assets',
      ];
      for (const screen of screens) {
        await page.goto(`${stack.host.url}${screen}`);
        await expectNoOverflow(page, screen);
        await expectHeaderFits(page, screen);
      }

      // The hire's long values are on the screens that list them, whole on hover or wrapped.
      await page.goto(`${stack.host.url}/new-hiring`);
      await expect(page.getByRole('table', { name: 'New hires' })).toContainText(LONG_LAST_NAME.slice(0, 20), SLOW);
      await expectNoOverflow(page, '/new-hiring with the long hire');

      // The add flow's second step, reached the way a coordinator reaches it.
      await page.goto(`${stack.host.url}/new-hiring/add-new-hire`);
      await page.getByLabel('First name', { exact: true }).fill('Alexandria');
      await page.getByLabel('Last name', { exact: true }).fill(LONG_LAST_NAME);
      await page.getByLabel('Personal email', { exact: true }).fill(`another.${LONG_EMAIL}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${stack.host.url}/new-hiring/add-new-hire/hire-details`);
      await page.getByLabel('Job title', { exact: true }).fill(LONG_JOB_TITLE);
      await expectNoOverflow(page, '/new-hiring/add-new-hire/hire-details');
      await expectHeaderFits(page, '/new-hiring/add-new-hire/hire-details');

      if (width < MD) {
        // The menu opens over the page, not beside it: the page keeps its width.
        await page.goto(`${stack.host.url}/home`);
        await expectNoOverflow(page, '/home');
        const contentWidth = await page
          .locator('main')
          .first()
          .evaluate((main) => main.getBoundingClientRect().width);
        await page.getByRole('button', { name: 'Open the menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Main' });
        await expect(menu.getByRole('link', { name: 'New hires' })).toBeVisible();
        // Measured once the drawer has slid all the way in.
        await expect(menu).toBeInViewport({ ratio: 1 });
        await expect(page.locator('.ant-drawer-content-wrapper')).not.toHaveClass(/motion/);
        expect(
          await page
            .locator('main')
            .first()
            .evaluate((main) => main.getBoundingClientRect().width),
        ).toBe(contentWidth);
        await expectNoOverflow(page, '/home with the menu open');
        await page.screenshot({ path: test.info().outputPath(`menu-open-${width}.png`) });
        await menu.getByRole('link', { name: 'Dashboard' }).click();
        await expect(page).toHaveURL(`${stack.host.url}/dashboard`);
        await expect(menu).toBeHidden();
      } else {
        await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      }

      await expectIconServed(page);
      expect(missing, 'requests answered 404').toEqual([]);
    });

    test(`a new hire's welcome at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, stack.host.url, MAYA);
      await page.goto(`${stack.host.url}/welcome-experiance`);
      await expectNoOverflow(page, '/welcome-experiance');
      await expectHeaderFits(page, '/welcome-experiance');
    });

    test(`the signed-out screens at ${width} px`, async ({ page }) => {
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.setViewportSize({ width, height: 900 });
      for (const screen of [
        '/sign-in',
        '/forgot-password',
        '/set-new-password?userId=1',
        '/reset-password?userId=1&code=2',
        '/otp-verification?id=1&type=email',
      ]) {
        await page.goto(`${stack.host.url}${screen}`);
        await expectNoOverflow(page, screen);
      }
      await page.goto(`${stack.host.url}/sign-in`);
      await page.getByLabel('Email').fill(LONG_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await expectNoOverflow(page, '/sign-in with a long email');

      await page.goto(`${stack.host.url}/sign-up`);
      await expectNoOverflow(page, '/sign-up');
      await page.getByRole('checkbox', { name: 'Onboarding' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectNoOverflow(page, '/sign-up, the products chosen');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await page.getByLabel('First Name').fill('Alexandria');
      await page.getByLabel('Last Name').fill(LONG_LAST_NAME);
      await page.getByLabel('Email').fill(LONG_EMAIL);
      await expectNoOverflow(page, '/sign-up, step 1');
      await expectIconServed(page);
      expect(missing, 'requests answered 404').toEqual([]);
    });
  }
});
