import { useSearchParams } from 'react-router-dom';
import { WelcomePreviewPage } from '@renderer/features/welcome/components/welcome-preview-page';

/** /new-hiring/new-hire-info/preview-welcome-experience?id=<hireId> */
export default function PreviewWelcomeExperienceRoute() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <WelcomePreviewPage key={id} hireId={id === '' ? null : id} />;
}
