import { Card, Typography } from 'antd';
import { TextLink } from '@renderer/components/text-link';
import { describeArea } from '@renderer/config/onboarding-areas';

export interface AreasCardProps {
  /** The user's onboarding pages, in the gateway's order. */
  entries: readonly string[];
  /** Whether this app has a screen for a path; only those are listed, each as a link. */
  hasPage(path: string): boolean;
}

export function AreasCard({ entries, hasPage }: AreasCardProps) {
  // An area with no screen here would be a name the user cannot open: it is left out.
  const openable = entries.filter(hasPage);
  return (
    <Card title="What you may open">
      {openable.length === 0 ? (
        <Typography.Text type="secondary">Your account has no onboarding areas yet. Your company administrator can grant them.</Typography.Text>
      ) : (
        <ul aria-label="Your onboarding areas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {openable.map((path) => {
            const area = describeArea(path);
            return (
              <li key={path}>
                <Typography.Text strong>
                  <TextLink to={path}>{area.label}</TextLink>
                </Typography.Text>
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
