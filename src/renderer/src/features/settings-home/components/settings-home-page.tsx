import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { SetupSummary } from '@shared/contract/setup';
import { ROUTES } from '@shared/routes';
import { LoadFailure } from '@renderer/components/load-failure';
import { TextLink } from '@renderer/components/text-link';
import { useCustomRoleCount, useSetupSummary, useWelcomePageCounts } from '../api/use-setup-summary';
import { type OtherCounts, SETTINGS_GROUPS, SETUP_CHECKLIST, type SettingsCard } from '../lib/setup-cards';

/** /settings: every setting there is, grouped, each card saying what is set up and opening its screen. */
export function SettingsHomePage() {
  const summary = useSetupSummary();
  const customRoles = useCustomRoleCount();
  const pages = useWelcomePageCounts();
  return (
    <Flex vertical gap="large" style={{ width: '100%', maxWidth: 960 }}>
      <div>
        <Typography.Title level={1}>Settings</Typography.Title>
        <Typography.Paragraph type="secondary">How your company onboards: its structure, its plans and who does the work.</Typography.Paragraph>
      </div>
      {summary.isError ? (
        <LoadFailure title="The settings could not be loaded" error={summary.error} retrying={summary.isFetching} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <OverviewCard summary={summary.data} />
          {SETTINGS_GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`settings-group-${group.title}`}>
              <Typography.Title level={2} id={`settings-group-${group.title}`} style={{ fontSize: 18 }}>
                {group.title}
              </Typography.Title>
              <Row gutter={[16, 16]}>
                {group.cards.map((card) => (
                  <Col key={card.path} xs={24} sm={12} lg={8}>
                    <Card size="small" style={{ height: '100%' }}>
                      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
                        <TextLink to={card.path}>{card.title}</TextLink>
                      </Typography.Title>
                      <CardStatus card={card} summary={summary.data} others={{ customRoles: customRoles.data, pages: pages.data }} />
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                        {card.description}
                      </Typography.Paragraph>
                    </Card>
                  </Col>
                ))}
              </Row>
            </section>
          ))}
        </>
      )}
    </Flex>
  );
}

function OverviewCard({ summary }: { summary: SetupSummary | undefined }) {
  const done = summary === undefined ? null : SETUP_CHECKLIST.filter((step) => step.done(summary)).length;
  return (
    <Card size="small">
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        <TextLink to={ROUTES.settingsOverview}>Setup overview</TextLink>
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {done === null
          ? 'The first steps of a new company and what needs attention.'
          : `${done} of ${SETUP_CHECKLIST.length} first steps done, and what needs attention.`}
      </Typography.Paragraph>
    </Card>
  );
}

/** What a card says is set up: a skeleton while it is being counted, nothing for a card that counts nothing. */
function CardStatus({ card, summary, others }: { card: SettingsCard; summary: SetupSummary | undefined; others: OtherCounts }) {
  if (card.status === undefined) return null;
  const status = summary === undefined ? null : card.status(summary, others);
  if (status === null) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  return (
    <Typography.Paragraph strong style={{ marginBottom: 4 }}>
      {status}
    </Typography.Paragraph>
  );
}
