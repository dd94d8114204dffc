import { Alert, Button, Card, Flex, Tag, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { WelcomePreview } from '@shared/contract/welcome-pages';
import { routes } from '@shared/routes';
import { WELCOME_BLOCK_LABELS } from '@shared/welcome-pages';
import type { WelcomeBlockContext } from '@renderer/domain/welcome-pages/block-context';
import { WelcomeBlock } from '@renderer/domain/welcome-pages/welcome-block';
import { hcm } from '@renderer/lib/bridge';
import { useBridgeAction } from '@renderer/lib/use-bridge-action';
import { WELCOME_PREVIEW_TEXT as TEXT } from '../lib/preview-text';

export interface PreviewSequenceProps {
  preview: WelcomePreview;
  /** A rule in words, with the company's names. */
  summary(criteria: WelcomePreview['notShown'][number]['criteria']): string;
}

/** The pages a hire gets, in order, each with why and its blocks as the hire gets them; then the pages they do not get. */
export function PreviewSequence({ preview, summary }: PreviewSequenceProps) {
  const { token } = theme.useToken();
  const context: WelcomeBlockContext = { hireId: preview.hire?._id ?? '', hireVersion: 1, mode: 'preview', accent: null };
  return (
    <Flex vertical gap={token.marginLG}>
      {preview.hire ? <WalkThrough hire={preview.hire} /> : null}
      {preview.pages.length === 0 ? (
        <Alert type="info" showIcon title={TEXT.noPages} />
      ) : (
        <ol
          aria-label={TEXT.resultTitle(preview.hire?.fullName ?? null)}
          style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: token.margin }}
        >
          {preview.pages.map((page, index) => (
            <li key={page.pageId}>
              <Card
                title={
                  <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeLG }}>
                    {`${index + 1}. ${page.title}`}
                  </Typography.Title>
                }
                extra={<Tag>{`Version ${page.pageVersion}`}</Tag>}
              >
                <Typography.Paragraph>
                  <Typography.Text strong>{`${TEXT.why}: `}</Typography.Text>
                  {page.reason.everyone ? 'Everyone' : summary(page.reason.criteria)}
                </Typography.Paragraph>
                {page.blocks.length === 0 ? (
                  <Typography.Text type="secondary">{TEXT.noBlocks}</Typography.Text>
                ) : (
                  <Flex vertical gap={token.marginSM} aria-label={`${TEXT.blocks} of ${page.title}`} role="group">
                    {page.blocks.map((block) => (
                      <div key={block.id} style={{ borderInlineStart: `3px solid ${token.colorBorder}`, paddingInlineStart: token.paddingSM }}>
                        <Tag style={{ marginBottom: token.marginXS }}>{WELCOME_BLOCK_LABELS[block.kind]}</Tag>
                        <WelcomeBlock block={block} pageId={page.pageId} pageVersion={page.pageVersion} context={context} />
                      </div>
                    ))}
                  </Flex>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="welcome-preview-not-shown">
        <Typography.Title level={3} id="welcome-preview-not-shown">
          {TEXT.notShownTitle}
        </Typography.Title>
        {preview.notShown.length === 0 ? (
          <Typography.Text type="secondary">{TEXT.notShownNone}</Typography.Text>
        ) : (
          <ul aria-labelledby="welcome-preview-not-shown" style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: token.marginXS }}>
            {preview.notShown.map((page) => (
              <li key={page.pageId} style={{ padding: token.paddingSM, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
                <Typography.Text strong style={{ display: 'block' }}>
                  {page.title}
                </Typography.Text>
                <Typography.Text type="secondary">{TEXT.misses(summary(page.criteria))}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  );
}

/** Opens the hire's whole experience in a window of its own (a tab on the web), or here when that fails. */
function WalkThrough({ hire }: { hire: { _id: string; fullName: string } }) {
  const { failure, running, run } = useBridgeAction(() => hcm().windows.openPreviewExperience({ hireId: hire._id }), 'The preview window could not be opened.');
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button type="primary" loading={running} onClick={() => void run()}>
        {TEXT.walk(hire.fullName)}
      </Button>
      {failure ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={failure}
          description={<Link to={routes.settingsPreviewExperience(hire._id)}>{TEXT.openHere}</Link>}
        />
      ) : null}
    </Flex>
  );
}
