import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { describeArea } from '@renderer/config/onboarding-areas';

export interface AreasCardProps {
  /** The user's onboarding pages, in the gateway's order. */
  entries: readonly string[];
  /** Whether this app has a screen for a path; such entries are linked. */
  hasPage(path: string): boolean;
}

export function AreasCard({ entries, hasPage }: AreasCardProps) {
  return (
    <Card title="What you may open">
      {entries.length === 0 ? (
        <Typography.Text type="secondary">Your account has no onboarding areas yet. Your company administrator can grant them.</Typography.Text>
      ) : (
        <ul aria-label="Your onboarding areas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {entries.map((path) => {
            const area = describeArea(path);
            return (
              <li key={path}>
                <Typography.Text strong>{hasPage(path) ? <Link to={path}>{area.label}</Link> : area.label}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {area.description}
                </Typography.Paragraph>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
