import { PageRulesPage } from '@renderer/features/pages-settings/components/page-rules-page';
import { PAGES_TEXT } from '@renderer/features/pages-settings/lib/pages-text';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/pages/page-rules: which hires get which welcome page. */
export default function SettingsPageRulesRoute() {
  useDocumentTitle(PAGES_TEXT.rulesTitle);
  return <PageRulesPage />;
}
