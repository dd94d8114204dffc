/**
 * A task's buttons change with its status (Complete becomes Reopen, Block becomes Unblock) and are
 * off while a change is sent: the button pressed goes, and the focus with it. These keep the place
 * of the button pressed among its row's buttons, for its replacement to take the focus.
 */

/** Where `element` sits among the buttons of `container`, or 0 when it is not one of them. */
export function buttonPlace(container: Element | null, element: Element | null): number {
  const buttons = [...(container?.querySelectorAll('button') ?? [])];
  return Math.max(0, buttons.indexOf(element as HTMLButtonElement));
}

/**
 * Focuses the button at `place` among those of `container` (the first where it has fewer); false
 * while that button is off, as it is while the change is sent: the caller tries again once it is
 * back, rather than leaving the focus on a neighbour the user never pressed.
 */
export function focusButtonAt(container: Element | null, place: number): boolean {
  const buttons = [...(container?.querySelectorAll('button') ?? [])];
  const button = buttons[place] ?? buttons[0];
  if (button === undefined || button.disabled) return false;
  button.focus();
  return true;
}

/** The focus went with a button that is gone or turned off: nothing on the page has it. */
export const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;
