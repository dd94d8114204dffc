import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';
import { ResultTitle } from '@renderer/components/result-title';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

const TITLE = 'Page not found';

/** `headingLevel` 2 inside a frame that has the page's h1 already (the sign-in pages'). */
export function NotFoundResult({ homePath, homeLabel, headingLevel }: { homePath: string; homeLabel: string; headingLevel?: 1 | 2 }) {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<ResultTitle level={headingLevel}>{TITLE}</ResultTitle>}
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
