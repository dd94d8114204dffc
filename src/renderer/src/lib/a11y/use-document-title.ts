import { useEffect } from 'react';

export const PRODUCT_TITLE = 'HCM Onboarding';

/** Names the window after the screen ("New hiring · HCM Onboarding"), so every window and tab says where it is. */
export function useDocumentTitle(screenName: string | undefined): void {
  useEffect(() => {
    document.title = screenName ? `${screenName} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [screenName]);
}
