import { useSearchParams } from 'react-router-dom';
import { HireExperiencePreviewPage } from '@renderer/features/welcome/components/hire-experience-preview-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/preview-experience?id=<hireId>: a hire's whole welcome experience, page by page. */
export default function SettingsPreviewExperienceRoute() {
  useDocumentTitle('Welcome experience preview');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <HireExperiencePreviewPage key={id} hireId={id === '' ? null : id} />;
}
