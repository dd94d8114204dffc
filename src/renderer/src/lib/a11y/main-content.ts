/** The id of the page's one `main` region: the skip link's target and where focus lands after navigating. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus into the page's content: its h1 when it has one, else the main region itself. */
export function focusMainContent(preferHeading: boolean): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  const heading = preferHeading ? main.querySelector<HTMLElement>('h1') : null;
  if (heading) {
    // Focusable by script only: a heading is not a tab stop.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  } else {
    main.focus();
  }
  return true;
}
