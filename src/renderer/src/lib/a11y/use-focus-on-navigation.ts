import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainContent, MAIN_CONTENT_ID } from './main-content';

let userHasActed = false;
function noteUserAction() {
  userHasActed = true;
}

/**
 * After the user moves to another page, focus goes to the new page's h1 (or its main region), so a
 * keyboard or screen-reader user is not left on a link of the page before, or on nothing at all.
 * The redirects the app makes on its own while it opens (/ to the landing page) leave focus alone,
 * so the skip link stays the first tab stop; so does a screen that placed focus itself.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    window.addEventListener('pointerdown', noteUserAction, { capture: true, once: true });
    window.addEventListener('keydown', noteUserAction, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', noteUserAction, { capture: true });
      window.removeEventListener('keydown', noteUserAction, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!userHasActed) return;
    // After the new screen's own effects have run: a screen that placed focus itself keeps it.
    let headingWatch: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (!main || (main.contains(document.activeElement) && document.activeElement !== main)) return;
      focusMainContent(true);
      if (main.querySelector('h1')) return;
      // A code-split screen draws its h1 a little later: focus moves on to it unless the user has moved on.
      headingWatch = new MutationObserver(() => {
        if (!main.querySelector('h1')) return;
        headingWatch?.disconnect();
        if (document.activeElement === main) focusMainContent(true);
      });
      headingWatch.observe(main, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      headingWatch?.disconnect();
    };
  }, [pathname]);
}
