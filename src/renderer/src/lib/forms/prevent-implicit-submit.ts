import type { KeyboardEvent } from 'react';

/** Inputs where Enter means "press this", not "send the form". */
const BUTTON_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image', 'checkbox', 'radio', 'file']);

/**
 * A form's onKeyDown for forms that save only on their Save button: Enter in a single-line field
 * would submit the whole form (the browser's implicit submission), saving it half done. Pickers and
 * selects have already taken their Enter when it reaches the form; text areas and buttons keep theirs.
 */
export function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !BUTTON_INPUT_TYPES.has(target.type)) event.preventDefault();
}
