import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export interface HireMissingProps {
  /** 'no-id' when the address names no hire, 'not-found' when the gateway knows none by that id. */
  why: 'no-id' | 'not-found';
}

/** The hire cannot be shown: says why, with a way back to the list of new hires. */
export function HireMissing({ why }: HireMissingProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="New hire not found"
      subTitle={
        why === 'no-id'
          ? 'This address does not say which new hire to show. Open the new hire from the list.'
          : 'There is no new hire with this id in your company. It may have been removed, or the link may be wrong.'
      }
      extra={
        <AllowWhileReadOnly>
          <Button type="primary" onClick={() => void navigate(ROUTES.newHires)}>
            Back to new hires
          </Button>
        </AllowWhileReadOnly>
      }
    />
  );
}
