import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { TextLink } from '@renderer/components/text-link';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useWelcomePages } from '../api/use-welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';
import { AddPageModal } from './add-page-modal';
import { PageEditorDrawer } from './page-editor-drawer';
import { PageOrderList } from './page-order-list';
import { PagesRead } from './pages-read';
import { SettingsPageHeader } from '@renderer/components/settings-page-header';

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

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <SettingsPageHeader
        title={PAGES_TEXT.title}
        intro={
          <>
            {PAGES_TEXT.intro} <TextLink to={ROUTES.settingsPageRules}>{PAGES_TEXT.rulesTitle}</TextLink> ·{' '}
            <TextLink to={ROUTES.settingsPreview}>{PAGES_TEXT.previewLink}</TextLink>
          </>
        }
        action={addPage}
        readOnlyReason={rights.reason}
      />
      <PagesRead pages={pages} firstPage={addPage}>
        {(read) => <PageOrderList pages={read} canChange={rights.canChange} onOpen={open} onReload={() => pages.refetch()} />}
      </PagesRead>
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
