import { useEffect } from 'react';
import { hcm } from '@renderer/lib/bridge';

/**
 * Opens the screen the shell asks for, such as the one an hcm:// link in a mail points to. Only
 * in-app paths are followed; anything else is ignored.
 */
export function DeepLinkNavigator({ navigate }: { navigate: (path: string) => unknown }) {
  useEffect(
    () =>
      hcm().navigation.onNavigate((path) => {
        if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) void navigate(path);
      }),
    [navigate],
  );
  return null;
}
