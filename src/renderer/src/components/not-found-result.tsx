import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export function NotFoundResult({ homePath, homeLabel }: { homePath: string; homeLabel: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address."
      extra={
        <AllowWhileReadOnly>
          <Button type="primary" onClick={() => void navigate(homePath)}>
            {homeLabel}
          </Button>
        </AllowWhileReadOnly>
      }
    />
  );
}
