import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { WelcomePageVersion } from '@shared/contract/welcome-pages';
import { DISPLAY_DATE_FORMAT } from '@shared/date-format';
import { PAGES_TEXT } from '../lib/pages-text';

/** A page's published versions, newest first: when and by whom, and how many hires sent its form on each. */
export function PageVersions({ versions }: { versions: readonly WelcomePageVersion[] }) {
  if (versions.length === 0) return <Typography.Paragraph type="secondary">{PAGES_TEXT.noVersions}</Typography.Paragraph>;
  const newestFirst = [...versions].sort((one, other) => other.number - one.number);
  return (
    <ul aria-label={PAGES_TEXT.versions} style={{ margin: 0, paddingInlineStart: 20 }}>
      {newestFirst.map((version) => (
        <li key={version.number}>
          <Typography.Text strong>{PAGES_TEXT.versionLine(version.number, version.submissions)}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {PAGES_TEXT.publishedBy(dayjs(version.publishedAt).format(`${DISPLAY_DATE_FORMAT} h:mm A`), version.publishedBy)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
