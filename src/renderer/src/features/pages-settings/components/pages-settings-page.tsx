import { Alert, Button, Empty, Flex, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { LoadFailure } from '@renderer/components/load-failure';
import { TextLink } from '@renderer/components/text-link';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useWelcomePages } from '../api/use-welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';
import { AddPageModal } from './add-page-modal';
import { PageEditorDrawer } from './page-editor-drawer';
import { PageOrderList } from './page-order-list';

/** /settings/pages: the company's welcome pages in the order hires see them; `?page=<id>` opens a page's editor. */
export function PagesSettingsPage() {
  const pages = useWelcomePages();
  const rights = useSettingsRights();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const openPageId = params.get('page');
  const open = (pageId: string | null) => setParams(pageId === null ? {} : { page: pageId });

  const addPage = (
    <Tooltip title={rights.reason}>
      <Button type="primary" disabled={!rights.canChange} onClick={() => setAdding(true)}>
        {PAGES_TEXT.addPage}
      </Button>
    </Tooltip>
  );

  let body;
  if (pages.isError) {
    body = <LoadFailure title={PAGES_TEXT.loadFailed} error={pages.error} retrying={pages.isFetching} onRetry={() => void pages.refetch()} />;
  } else if (pages.data === undefined) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy />;
  } else if (pages.data.length === 0) {
    body = (
      <Empty description={PAGES_TEXT.emptyText}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {PAGES_TEXT.emptyTitle}
        </Typography.Title>
        {addPage}
      </Empty>
    );
  } else {
    body = <PageOrderList pages={pages.data} canChange={rights.canChange} onOpen={open} onReload={() => pages.refetch()} />;
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={1}>{PAGES_TEXT.title}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {PAGES_TEXT.intro} <TextLink to={ROUTES.settingsPageRules}>{PAGES_TEXT.rulesTitle}</TextLink>
          </Typography.Paragraph>
        </div>
        {addPage}
      </Flex>
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
      {body}
      {adding && (
        <AddPageModal
          onClose={() => setAdding(false)}
          onAdded={(pageId) => {
            setAdding(false);
            open(pageId);
          }}
        />
      )}
      {openPageId !== null && (
        <PageEditorDrawer key={openPageId} pageId={openPageId} canChange={rights.canChange} reason={rights.reason} onClose={() => open(null)} />
      )}
    </Space>
  );
}
