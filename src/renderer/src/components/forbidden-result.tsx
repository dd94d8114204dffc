import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';
import { ResultTitle } from '@renderer/components/result-title';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

const TITLE = 'You cannot open this page';

export function ForbiddenResult({ homePath }: { homePath: string }) {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<ResultTitle>{TITLE}</ResultTitle>}
      subTitle="Your account has no access to this part of onboarding. Ask your company administrator if you need it."
      extra={
        <AllowWhileReadOnly>
          <Button type="primary" onClick={() => void navigate(homePath)}>
            Back to your start page
          </Button>
        </AllowWhileReadOnly>
      }
    />
  );
}
