import { Card, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { BRAND_ASSET_LABELS, logoForTheme } from '@shared/brand';
import type { BrandAsset } from '@shared/contract/settings';
import { PRODUCT_TITLE } from '@renderer/lib/a11y/use-document-title';
import { type BrandingDraft, colourIsReadable } from '../lib/branding-draft';
import { BRANDING_TEXT } from '../lib/branding-text';
import { BrandImage } from './brand-image';

/** Where the colour is not yet one white text reads on, the previews keep to the saved one rather than show an unreadable sample. */
export interface BrandPreviewsProps {
  draft: BrandingDraft;
  savedColour: string;
  companyName: string;
}

/** The two themes the app draws, as the previews show them. */
const THEMES = {
  light: { background: '#ffffff', surface: '#f5f5f5', text: '#1f1f1f', muted: '#595959', border: '#d9d9d9' },
  dark: { background: '#141414', surface: '#1f1f1f', text: '#f0f0f0', muted: '#bfbfbf', border: '#424242' },
} as const;

function PreviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      style={{ flex: '1 1 260px', minWidth: 0 }}
    >
      {children}
    </Card>
  );
}

function Logo({ asset, companyName, style }: { asset: BrandAsset | null; companyName: string; style?: CSSProperties }) {
  if (asset === null) return <span style={{ fontWeight: 700, ...style }}>{companyName}</span>;
  return <BrandImage fileId={asset.fileId} alt={`${companyName} logo`} style={{ maxHeight: 28, maxWidth: 120, objectFit: 'contain', ...style }} />;
}

/** The sample button in the brand colour: drawn, not a control. */
function SampleButton({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-block', padding: '6px 14px', borderRadius: 6, background: colour, color: '#ffffff', fontWeight: 600 }}>{children}</span>
  );
}

/** The welcome page's hero, a sample invitation and the app's own frame in light and dark, drawn from the draft before it is saved. */
export function BrandPreviews({ draft, savedColour, companyName }: BrandPreviewsProps) {
  const colour = colourIsReadable(draft.brandColor) ? draft.brandColor : savedColour;
  const { assets } = draft;
  return (
    <Flex gap="middle" wrap align="stretch">
      <PreviewCard title={BRANDING_TEXT.previewWelcome}>
        <div style={{ borderRadius: 8, overflow: 'hidden', border: `1px solid ${THEMES.light.border}` }}>
          {assets.hero !== null && (
            <BrandImage fileId={assets.hero.fileId} alt={BRAND_ASSET_LABELS.hero} style={{ display: 'block', width: '100%', height: 96, objectFit: 'cover' }} />
          )}
          <Flex gap="small" align="center" wrap style={{ background: colour, color: '#ffffff', padding: 12 }}>
            <span style={{ background: '#ffffff', color: THEMES.light.text, borderRadius: 4, padding: 4, lineHeight: 0 }}>
              <Logo asset={assets.logoLight} companyName={companyName} style={{ lineHeight: 'normal' }} />
            </span>
            <span style={{ fontSize: 16, fontWeight: 700 }}>{BRANDING_TEXT.sampleGreeting(companyName)}</span>
          </Flex>
        </div>
      </PreviewCard>
      <PreviewCard title={BRANDING_TEXT.previewMail}>
        <div
          style={{
            borderRadius: 8,
            overflow: 'hidden',
            border: `1px solid ${THEMES.light.border}`,
            background: THEMES.light.background,
            color: THEMES.light.text,
          }}
        >
          {assets.emailHeader !== null ? (
            <BrandImage fileId={assets.emailHeader.fileId} alt={companyName} style={{ display: 'block', width: '100%', maxHeight: 90, objectFit: 'cover' }} />
          ) : (
            <div style={{ background: colour, color: '#ffffff', padding: '8px 12px', fontWeight: 700 }}>{BRANDING_TEXT.sampleMailBrand}</div>
          )}
          <div style={{ padding: 12 }}>
            <div style={{ fontWeight: 700, marginBottom: 6 }}>{BRANDING_TEXT.sampleMailHeading(companyName)}</div>
            <p style={{ margin: '0 0 10px', color: THEMES.light.muted }}>{BRANDING_TEXT.sampleMailText}</p>
            <SampleButton colour={colour}>{BRANDING_TEXT.sampleMailButton}</SampleButton>
          </div>
        </div>
      </PreviewCard>
      <PreviewCard title={BRANDING_TEXT.previewApp}>
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{BRANDING_TEXT.previewAppNote}</Typography.Text>
          {(['light', 'dark'] as const).map((mode) => {
            const palette = THEMES[mode];
            // As the app's menu shows it.
            const { logo, onPlate } = logoForTheme(mode, assets.logoLight, assets.logoDark);
            return (
              <figure
                key={mode}
                aria-label={mode === 'light' ? BRANDING_TEXT.previewLight : BRANDING_TEXT.previewDark}
                style={{
                  margin: 0,
                  borderRadius: 8,
                  overflow: 'hidden',
                  border: `1px solid ${palette.border}`,
                  background: palette.background,
                  color: palette.text,
                }}
              >
                <Flex vertical gap={4} style={{ padding: '8px 10px', borderBottom: `1px solid ${palette.border}` }}>
                  {(logo !== null || assets.icon !== null) && (
                    <Flex align="center" gap="small">
                      {assets.icon !== null && <BrandImage fileId={assets.icon.fileId} alt="" style={{ width: 20, height: 20 }} />}
                      {logo !== null ? (
                        <Logo asset={logo} companyName={companyName} style={onPlate ? { background: '#ffffff', borderRadius: 4, padding: 2 } : undefined} />
                      ) : (
                        <span>{companyName}</span>
                      )}
                    </Flex>
                  )}
                  <span style={{ fontWeight: 700 }}>{PRODUCT_TITLE}</span>
                </Flex>
                <ul style={{ listStyle: 'none', margin: 0, padding: 8, background: palette.surface, color: palette.muted, fontSize: 12 }}>
                  {BRANDING_TEXT.sampleMenu.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <figcaption style={{ padding: '2px 10px 6px', fontSize: 12, color: palette.muted }}>
                  {mode === 'light' ? BRANDING_TEXT.previewLight : BRANDING_TEXT.previewDark}
                </figcaption>
              </figure>
            );
          })}
        </Flex>
      </PreviewCard>
    </Flex>
  );
}
