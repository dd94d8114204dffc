import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export function ForbiddenResult({ homePath }: { homePath: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="You cannot open this page"
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
