import { useSearchParams } from 'react-router-dom';
import { WelcomePreviewPage } from '@renderer/features/welcome/components/welcome-preview-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /new-hiring/new-hire-info/preview-welcome-experience?id=<hireId> */
export default function PreviewWelcomeExperienceRoute() {
  useDocumentTitle('Preview welcome experience');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <WelcomePreviewPage key={id} hireId={id === '' ? null : id} />;
}
