import type { ReactNode } from 'react';
import { ROUTES } from '@shared/routes';
import { SettingsPageHeader } from '@renderer/components/settings-page-header';
import { AccessNav } from './access-nav';

export interface AccessPageHeaderProps {
  title: string;
  intro: string;
  /** The page's primary action, top right. */
  action?: ReactNode;
  /** Why the page is read-only here; null when it may be changed. */
  readOnlyReason: string | null;
}

/** What every access page starts with: the settings header, under Access, with the other access pages. */
export function AccessPageHeader(props: AccessPageHeaderProps) {
  return <SettingsPageHeader {...props} trail={[{ title: 'Access', path: ROUTES.settingsPermissions }]} nav={<AccessNav />} />;
}
