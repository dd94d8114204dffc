import { Alert } from 'antd';

/** Says why the buttons on a page are turned off. */
export function ReadOnlyNotice({ reason }: { reason: string }) {
  return <Alert type="info" showIcon title={reason} style={{ marginBottom: 16 }} />;
}
