import { Button, Card, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { BRAND_ASSET_LABELS, BRAND_ASSET_LIMITS, type BrandAssetKind } from '@shared/brand';
import type { BrandAsset } from '@shared/contract/settings';
import { FileUpload } from '@renderer/components/file-upload/file-upload';
import { failureMessage } from '@renderer/lib/bridge';
import { useCheckBrandAsset } from '../api/use-branding';
import { BRANDING_TEXT } from '../lib/branding-text';
import { BrandImage } from './brand-image';

const TYPE_NAMES: Readonly<Record<string, string>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' };

export interface BrandAssetFieldProps {
  kind: BrandAssetKind;
  value: BrandAsset | null;
  onChange(asset: BrandAsset | null): void;
  disabled: boolean;
  /** Where a dark logo is shown: on the dark theme's background. */
  dark?: boolean;
}

/**
 * One kind of asset: what is chosen, an upload checked by the gateway against the kind's limits
 * (a refused image leaves the previous choice in place and says why), and a remove action.
 */
export function BrandAssetField({ kind, value, onChange, disabled, dark = false }: BrandAssetFieldProps) {
  const id = useId();
  const limits = BRAND_ASSET_LIMITS[kind];
  const label = BRAND_ASSET_LABELS[kind];
  const check = useCheckBrandAsset();
  const [refusal, setRefusal] = useState<string | null>(null);

  const checkUpload = (fileId: string) => {
    setRefusal(null);
    check.mutate(
      { kind, fileId },
      {
        onSuccess: (answer) => onChange(answer.data),
        onError: (error) => setRefusal(failureMessage(error, BRANDING_TEXT.checkFailed)),
      },
    );
  };

  return (
    <Card size="small" title={<span id={`${id}-title`}>{label}</span>} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
      <Typography.Text type="secondary" id={`${id}-hint`}>
        {limits.hint}
      </Typography.Text>
      <Flex gap="small" align="center" wrap style={{ minHeight: 48 }}>
        {value === null ? (
          <Typography.Text>{BRANDING_TEXT.none}</Typography.Text>
        ) : (
          <>
            <div style={{ padding: 4, borderRadius: 6, background: dark ? '#141414' : '#ffffff', border: '1px solid #d9d9d9', lineHeight: 0 }}>
              <BrandImage fileId={value.fileId} alt={label} style={{ maxHeight: 48, maxWidth: 160, objectFit: 'contain' }} />
            </div>
            <Typography.Text style={{ overflowWrap: 'anywhere', flex: '1 1 140px' }}>
              {BRANDING_TEXT.chosen(value.name, value.width, value.height)}
            </Typography.Text>
            <Button disabled={disabled} onClick={() => onChange(null)}>
              {BRANDING_TEXT.remove(label)}
            </Button>
          </>
        )}
      </Flex>
      <FileUpload
        id={`${id}-upload`}
        label={`Upload ${label.toLowerCase()}`}
        value={[]}
        onChange={(files) => {
          const uploaded = files.at(-1);
          if (uploaded !== undefined) checkUpload(uploaded.id);
        }}
        accept={limits.types}
        maxSize={limits.maxBytes}
        maxFiles={1}
        supportedFormatsText={limits.types.map((type) => TYPE_NAMES[type] ?? type).join(', ')}
        disabled={disabled || check.isPending}
      />
      <div aria-live="polite">
        {check.isPending && <Typography.Text type="secondary">{BRANDING_TEXT.checking}</Typography.Text>}
        {refusal !== null && (
          <Typography.Text type="danger" role="alert">
            {refusal}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
