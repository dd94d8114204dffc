import { Flex, Skeleton, Table, theme, Typography } from 'antd';
import type { WelcomeAudience } from '@shared/contract/welcome-pages';
import { LoadFailure } from '@renderer/components/load-failure';
import { useWelcomeAudience } from '../api/use-welcome-preview';
import { WELCOME_PREVIEW_TEXT as TEXT } from '../lib/preview-text';

type Uncovered = WelcomeAudience['uncovered'][number];

/** The combinations of current hires no targeted page reaches, and the pages that say the same thing. */
export function AudienceMatrix() {
  const audience = useWelcomeAudience();
  return (
    <section aria-labelledby="welcome-audience">
      <Typography.Title level={2} id="welcome-audience">
        {TEXT.audienceTitle}
      </Typography.Title>
      {audience.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : audience.isError ? (
        <LoadFailure title={TEXT.audienceFailed} error={audience.error} retrying={audience.isFetching} onRetry={() => void audience.refetch()} />
      ) : (
        <Flex vertical gap={24}>
          <UncoveredTable rows={audience.data.uncovered} />
          <Duplicates pairs={audience.data.duplicates} />
        </Flex>
      )}
    </section>
  );
}

function UncoveredTable({ rows }: { rows: readonly Uncovered[] }) {
  // The dimensions are the same in every row: department, location and employment status, in that order.
  const dimensions = rows[0]?.values.map((value) => ({ dimension: value.dimension, label: value.label })) ?? [];
  return (
    <section aria-labelledby="welcome-audience-uncovered">
      <Typography.Title level={3} id="welcome-audience-uncovered">
        {TEXT.uncoveredTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{TEXT.uncoveredIntro}</Typography.Paragraph>
      {rows.length === 0 ? (
        <Typography.Text>{TEXT.uncoveredNone}</Typography.Text>
      ) : (
        <Table<Uncovered>
          size="small"
          pagination={false}
          rowKey={(row) => row.values.map((value) => value.value).join('|')}
          dataSource={[...rows]}
          columns={[
            ...dimensions.map((dimension) => ({
              key: dimension.dimension,
              title: dimension.label,
              render: (_: unknown, row: Uncovered) => row.values.find((value) => value.dimension === dimension.dimension)?.valueLabel ?? '—',
            })),
            { key: 'hires', title: TEXT.hires, dataIndex: 'hires', align: 'right' as const },
            { key: 'pages', title: TEXT.pagesTheyGet, dataIndex: 'pages', align: 'right' as const },
          ]}
        />
      )}
    </section>
  );
}

function Duplicates({ pairs }: { pairs: WelcomeAudience['duplicates'] }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="welcome-audience-duplicates">
      <Typography.Title level={3} id="welcome-audience-duplicates">
        {TEXT.duplicatesTitle}
      </Typography.Title>
      {pairs.length === 0 ? (
        <Typography.Text>{TEXT.duplicatesNone}</Typography.Text>
      ) : (
        <ul aria-labelledby="welcome-audience-duplicates" style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: token.marginXS }}>
          {pairs.map((pair) => (
            <li
              key={pair.pages.map((page) => page.pageId).join('|')}
              style={{ padding: token.paddingSM, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
            >
              <Typography.Text strong style={{ display: 'block' }}>
                {pair.pages.map((page) => page.title).join(' and ')}
              </Typography.Text>
              <Typography.Text type="secondary">{`${pair.reason} · ${TEXT.sharedHires(pair.sharedHires)}`}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
