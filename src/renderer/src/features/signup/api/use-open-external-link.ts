import { useCallback } from 'react';
import type { ExternalLink } from '@shared/external-links';
import { hcm } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';

const OPEN_FAILURE_FALLBACK = 'The page could not be opened.';

/** Opens Terms of Service or Privacy Policy in the system browser; a refusal is shown as an error notice. */
export function useOpenExternalLink(): (link: ExternalLink) => Promise<void> {
  const { notification } = useToast();
  return useCallback(
    async (link: ExternalLink) => {
      try {
        const result = await hcm().links.open(link);
        if (!result.ok) notification.error({ title: result.error.message.trim() || OPEN_FAILURE_FALLBACK });
      } catch (error) {
        notification.error({ title: error instanceof Error && error.message.trim() !== '' ? error.message : OPEN_FAILURE_FALLBACK });
      }
    },
    [notification],
  );
}
