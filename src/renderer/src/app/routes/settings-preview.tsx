import { SettingsPreviewPage } from '@renderer/features/welcome-preview/components/settings-preview-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/preview: which welcome pages a hire gets, and the audience of all pages. */
export default function SettingsPreviewRoute() {
  useDocumentTitle('Preview welcome pages');
  return <SettingsPreviewPage />;
}
