import { Alert, theme } from 'antd';
import { FILE_UPLOAD_TEXT } from './file-upload-text';
import type { FileRejection } from './validate-files';

/** The files turned away from the last pick or drop, by name, with one line per reason. */
export function RejectionList({ rejections }: { rejections: readonly FileRejection[] }) {
  const { token } = theme.useToken();
  if (rejections.length === 0) return null;
  return (
    <Alert
      // The widget's polite live region reads these out; an alert role would interrupt.
      role="group"
      aria-label={FILE_UPLOAD_TEXT.rejectedTitle}
      type="error"
      showIcon
      style={{ marginTop: token.marginSM }}
      title={FILE_UPLOAD_TEXT.rejectedTitle}
      description={
        <ul style={{ margin: 0, paddingInlineStart: token.paddingMD }}>
          {rejections.map((rejection, index) => (
            <li key={`${index}-${rejection.name}`}>
              <strong>{rejection.name}</strong>
              <ul style={{ margin: 0, paddingInlineStart: token.paddingMD }}>
                {rejection.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      }
    />
  );
}
