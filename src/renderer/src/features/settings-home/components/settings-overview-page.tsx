import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { Alert, Breadcrumb, Button, Card, Flex, Skeleton, Tooltip, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { SetupSummary } from '@shared/contract/setup';
import { ROUTES } from '@shared/routes';
import { LoadFailure } from '@renderer/components/load-failure';
import { TextLink } from '@renderer/components/text-link';
import { failureMessage } from '@renderer/lib/bridge';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useSetupSummary, useStartFromSample } from '../api/use-setup-summary';
import { canStartFromSample, healthNotes, SETUP_CHECKLIST } from '../lib/setup-cards';

/** /settings/settings-overview: a new company's first steps, ticked as they are done, what needs attention, and the sample set. */
export function SettingsOverviewPage() {
  const summary = useSetupSummary();
  return (
    <Flex vertical gap="large" style={{ width: '100%', maxWidth: 960 }}>
      <Breadcrumb items={[{ title: <Link to={ROUTES.settings}>Settings</Link> }, { title: 'Setup overview' }]} />
      <div>
        <Typography.Title level={1}>Setup overview</Typography.Title>
        <Typography.Paragraph type="secondary">Your company’s setup at a glance: the first steps, and what needs attention.</Typography.Paragraph>
      </div>
      {summary.isError ? (
        <LoadFailure title="The setup could not be loaded" error={summary.error} retrying={summary.isFetching} onRetry={() => void summary.refetch()} />
      ) : summary.data === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {canStartFromSample(summary.data) && <SampleSetOffer />}
          <Checklist summary={summary.data} />
          <Health summary={summary.data} />
        </>
      )}
    </Flex>
  );
}

function SampleSetOffer() {
  const rights = useSettingsRights();
  const start = useStartFromSample();
  const startButton = (
    <Button type="primary" disabled={!rights.canChange} loading={start.isPending} onClick={() => start.mutate()}>
      Start from the sample set
    </Button>
  );
  return (
    <Card size="small">
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Start from a sample or from nothing
      </Typography.Title>
      <Typography.Paragraph>
        The sample set adds four departments (Engineering, Sales, Operations, People) and a “Standard onboarding” plan with tasks in the four categories, each
        due a number of days before or after the start date. Change or remove any of it afterwards.
      </Typography.Paragraph>
      <Flex wrap gap="small">
        {rights.canChange ? startButton : <Tooltip title={rights.reason}>{startButton}</Tooltip>}
        <Link to={ROUTES.settingsDepartment}>
          <Button>Start from nothing</Button>
        </Link>
      </Flex>
      {start.isError && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failureMessage(start.error, 'The sample set could not be added.')} />}
    </Card>
  );
}

function Checklist({ summary }: { summary: SetupSummary }) {
  const { token } = theme.useToken();
  const done = SETUP_CHECKLIST.filter((step) => step.done(summary)).length;
  return (
    <section aria-labelledby="setup-checklist">
      <Typography.Title level={2} id="setup-checklist" style={{ fontSize: 18 }}>
        First steps ({done} of {SETUP_CHECKLIST.length} done)
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {SETUP_CHECKLIST.map((step) => {
          const finished = step.done(summary);
          return (
            <li key={step.path} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
              {finished ? (
                <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />
              ) : (
                <MinusCircleOutlined style={{ color: token.colorTextSecondary }} aria-hidden />
              )}
              <TextLink to={step.path}>{step.title}</TextLink>
              <Typography.Text type="secondary">{finished ? 'Done' : 'To do'}</Typography.Text>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Health({ summary }: { summary: SetupSummary }) {
  const notes = healthNotes(summary);
  return (
    <section aria-labelledby="setup-health">
      <Typography.Title level={2} id="setup-health" style={{ fontSize: 18 }}>
        Needs attention
      </Typography.Title>
      {notes.length === 0 ? (
        <Typography.Paragraph>Nothing needs attention.</Typography.Paragraph>
      ) : (
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {notes.map((note) => (
            <li key={note.text} style={{ padding: '4px 0' }}>
              <TextLink to={note.path}>{note.text}</TextLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
