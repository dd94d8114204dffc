import { Alert } from 'antd';
import type { HireChangeRights } from '../hooks/use-hire-permissions';

/** Says why the buttons that change a hire are disabled, unless the shell already says it. */
export function ChangeRightsNotice({ rights }: { rights: HireChangeRights }) {
  if (!rights.showNotice || rights.reason === null) return null;
  return <Alert type="info" showIcon title={rights.reason} />;
}
