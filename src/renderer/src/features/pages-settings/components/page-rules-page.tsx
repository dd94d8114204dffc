import { Button, Card, Flex, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ROUTES } from '@shared/routes';
import { TextLink } from '@renderer/components/text-link';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useWelcomePages } from '../api/use-welcome-pages';
import { useCriteriaSummary } from '@renderer/domain/criteria/use-criteria-summary';
import { PAGES_TEXT } from '../lib/pages-text';
import { PageRulesModal } from './page-rules-modal';
import { PageStatusTags } from './page-status-tags';
import { PagesRead } from './pages-read';
import { SettingsPageHeader } from '@renderer/components/settings-page-header';

/** /settings/pages/page-rules: each page with its rules in words and the current hires they reach. */
export function PageRulesPage() {
  const pages = useWelcomePages();
  const rights = useSettingsRights();
  const words = useCriteriaSummary();
  const [editing, setEditing] = useState<string | null>(null);
  const editedPage = pages.data?.find((page) => page._id === editing);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <SettingsPageHeader
        title={PAGES_TEXT.rulesTitle}
        intro={
          <>
            {PAGES_TEXT.rulesIntro} <TextLink to={ROUTES.settingsPages}>{PAGES_TEXT.title}</TextLink> ·{' '}
            <TextLink to={ROUTES.settingsPreview}>{PAGES_TEXT.previewLink}</TextLink>
          </>
        }
        readOnlyReason={rights.reason}
      />
      <PagesRead pages={pages} firstPage={<TextLink to={ROUTES.settingsPages}>{PAGES_TEXT.addPage}</TextLink>}>
        {(read) => (
          <ol aria-label={PAGES_TEXT.rulesTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {read.map((page) => {
              const headingId = `page-rules-${page._id}`;
              return (
                <li key={page._id} style={{ marginBottom: 12 }}>
                  <Card size="small" role="region" aria-labelledby={headingId}>
                    <Flex justify="space-between" align="start" gap="small" wrap>
                      <div style={{ flex: '1 1 280px', minWidth: 0 }}>
                        <Flex gap="small" align="center" wrap>
                          <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
                            {page.position}. {page.title}
                          </Typography.Title>
                          <PageStatusTags page={page} />
                        </Flex>
                        <Typography.Paragraph style={{ margin: '4px 0 0' }}>
                          {page.criteria.length === 0 ? PAGES_TEXT.noRules : `For: ${words(page.criteria)}`}
                        </Typography.Paragraph>
                        <Typography.Text type="secondary">{PAGES_TEXT.hires(page.audience)}</Typography.Text>
                      </div>
                      <Tooltip title={rights.reason}>
                        <Button disabled={!rights.canChange} onClick={() => setEditing(page._id)} aria-label={`${PAGES_TEXT.editRules}: ${page.title}`}>
                          {PAGES_TEXT.editRules}
                        </Button>
                      </Tooltip>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
      </PagesRead>
      {editedPage !== undefined && (
        <PageRulesModal
          key={editedPage._id}
          page={editedPage}
          onClose={() => setEditing(null)}
          readLatest={async () => (await pages.refetch()).data?.find((page) => page._id === editedPage._id)}
        />
      )}
    </Space>
  );
}
