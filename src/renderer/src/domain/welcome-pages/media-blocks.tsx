import { PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, theme, Typography } from 'antd';
import type { WelcomeBlockView } from '@shared/contract/welcome-pages';
import { hcm } from '@renderer/lib/bridge';
import { useImage } from '@renderer/lib/images/use-image';
import { useBridgeAction } from '@renderer/lib/use-bridge-action';

type ImageBlock = Extract<WelcomeBlockView, { kind: 'image' }>;
type VideoBlock = Extract<WelcomeBlockView, { kind: 'video' }>;

export const MEDIA_BLOCK_TEXT = {
  imageFailed: 'This image could not be loaded.',
  watch: 'Watch the video',
  opensInBrowser: 'Opens in your browser.',
  videoFailed: 'The video could not be opened.',
} as const;

/** A page's image, read through the bridge; its space is kept while it loads, so the page does not jump. */
export function ImageBlockView({ block }: { block: ImageBlock }) {
  const { token } = theme.useToken();
  const image = useImage(block.fileId);
  const frame = { width: '100%', maxWidth: block.width, aspectRatio: `${block.width} / ${block.height}` };
  return (
    <figure style={{ margin: 0 }}>
      {image.isPending ? (
        <div style={{ ...frame, borderRadius: token.borderRadiusLG, overflow: 'hidden' }} aria-busy="true" aria-label={`Loading: ${block.alt}`}>
          <Skeleton.Node active style={{ width: '100%', height: '100%' }} />
        </div>
      ) : image.isError ? (
        <Alert type="warning" showIcon title={MEDIA_BLOCK_TEXT.imageFailed} description={block.alt} />
      ) : (
        <img
          src={image.data}
          alt={block.alt}
          width={block.width}
          height={block.height}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: token.borderRadiusLG }}
        />
      )}
      {block.caption ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: token.marginXS }}>
          <figcaption>{block.caption}</figcaption>
        </Typography.Text>
      ) : null}
    </figure>
  );
}

/** A video link: the app embeds no remote content, so the video opens in the system browser (a tab of its own on the web). */
export function VideoBlockView({ block }: { block: VideoBlock }) {
  const { failure, running, run } = useBridgeAction(() => hcm().links.openVideo({ url: block.url }), MEDIA_BLOCK_TEXT.videoFailed);
  return (
    <Card title={block.title} size="small">
      <Button type="primary" icon={<PlayCircleOutlined aria-hidden />} loading={running} onClick={() => void run()} aria-describedby={`video-${block.id}-hint`}>
        {MEDIA_BLOCK_TEXT.watch}
      </Button>
      <Typography.Text id={`video-${block.id}-hint`} type="secondary" style={{ marginInlineStart: 12 }}>
        {MEDIA_BLOCK_TEXT.opensInBrowser}
      </Typography.Text>
      {failure ? <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={failure} /> : null}
    </Card>
  );
}
