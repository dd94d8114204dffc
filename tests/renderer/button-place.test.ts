import { afterEach, describe, expect, it } from 'vitest';
import { buttonPlace, focusButtonAt } from '@renderer/domain/tasks/button-place';

/** A task row's buttons as the tables draw them: Complete, Block or Unblock, Comments. */
function rowOf(labels: readonly string[], off: readonly string[] = []): HTMLElement {
  const row = document.createElement('div');
  for (const label of labels) {
    const button = document.createElement('button');
    button.textContent = label;
    button.disabled = off.includes(label);
    row.append(button);
  }
  document.body.append(row);
  return row;
}

describe('the focus keeping its place among a row’s buttons', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('knows the place of the button pressed', () => {
    const row = rowOf(['Complete', 'Block', 'Comments']);
    expect(buttonPlace(row, row.querySelectorAll('button')[1] ?? null)).toBe(1);
    expect(buttonPlace(row, document.body)).toBe(0);
  });

  it('waits while the button in that place is off, rather than landing on a neighbour, and takes it once it is back', () => {
    const row = rowOf(['Complete', 'Unblock', 'Comments'], ['Complete', 'Unblock']);
    expect(focusButtonAt(row, 1)).toBe(false);
    expect(document.activeElement).toBe(document.body);
    row.querySelectorAll('button').forEach((button) => (button.disabled = false));
    expect(focusButtonAt(row, 1)).toBe(true);
    expect(document.activeElement).toHaveTextContent('Unblock');
  });

  it('takes the first button where the row has fewer than the place', () => {
    const row = rowOf(['Reopen']);
    expect(focusButtonAt(row, 2)).toBe(true);
    expect(document.activeElement).toHaveTextContent('Reopen');
  });
});
