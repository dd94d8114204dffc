import { PagesSettingsPage } from '@renderer/features/pages-settings/components/pages-settings-page';
import { PAGES_TEXT } from '@renderer/features/pages-settings/lib/pages-text';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/pages: the welcome pages, their order and their editor. */
export default function SettingsPagesRoute() {
  useDocumentTitle(PAGES_TEXT.title);
  return <PagesSettingsPage />;
}
