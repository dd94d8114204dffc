import { expect, type Locator, type Page } from '@playwright/test';

/** How far up from a focused control its focus ring may be drawn: antd paints it on the control's wrapper. */
const RING_DEPTH = 3;

type Look = string[];

/** What a focus ring changes, on the element and the wrappers antd draws around it. */
function lookOf(target: Locator): Promise<Look> {
  return target.evaluate((element, depth) => {
    const looks: string[] = [];
    let node: Element | null = element;
    for (let level = 0; node && level <= depth; level += 1, node = node.parentElement) {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      looks.push(`${outline} | ${style.boxShadow} | ${style.borderColor}`);
    }
    return looks;
  }, RING_DEPTH);
}

/** Whether the target has the focus and, for the message when it never gets it, what has. */
function focusState(target: Locator): Promise<{ focused: boolean; at: string }> {
  return target
    .evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return { focused: true, at: '' };
      if (!active || active === document.body) return { focused: false, at: '<body>' };
      const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
      return { focused: false, at: `<${active.tagName.toLowerCase()} role=${active.getAttribute('role') ?? ''}> ${name}` };
    })
    .catch(() => ({ focused: false, at: '(the target left the page)' }));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page, then checks that the focus shows: the control or its wrapper looks different from before.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 40 } = {}): Promise<void> {
  await expect(target, 'the control to tab to is on the page').toBeVisible({ timeout: 30_000 });
  let state = await focusState(target);
  const before = state.focused ? null : await lookOf(target);
  const passed: string[] = [];
  while (!state.focused && passed.length < most) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    state = await focusState(target);
    passed.push(state.at);
  }
  if (!state.focused) throw new Error(`${most} presses of Tab did not reach ${String(target)}; the focus went through:\n${passed.join('\n')}`);
  if (before) await expectFocusShows(target, before);
  else await expect(target).toBeFocused();
}

/** The focused control shows it has the focus: a ring, a shadow or a border its unfocused look does not have. */
export async function expectFocusShows(target: Locator, unfocused?: Look): Promise<void> {
  await expect(target).toBeFocused();
  if (unfocused) {
    // antd eases its rings in.
    await expect
      .poll(async () => (await lookOf(target)).some((look, level) => look !== unfocused[level]), {
        message: `${String(target)} shows its focus`,
        timeout: 2_000,
      })
      .toBe(true);
    return;
  }
  const shown = await target.evaluate((element, depth) => {
    let node: Element | null = element;
    for (let level = 0; node && level <= depth; level += 1, node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      if (style.boxShadow !== 'none') return true;
    }
    return false;
  }, RING_DEPTH);
  expect(shown, `${String(target)} shows its focus with an outline or a shadow`).toBe(true);
}

/** Types into the focused control, key by key. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}
