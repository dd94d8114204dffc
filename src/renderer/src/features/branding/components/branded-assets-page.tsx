import { Alert, Button, Flex, Input, Skeleton, Tooltip, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { BRAND_ASSET_KINDS, BRAND_TEXT } from '@shared/brand';
import type { BrandedAssets } from '@shared/contract/settings';
import { LoadFailure } from '@renderer/components/load-failure';
import { SettingsPageHeader } from '@renderer/components/settings-page-header';
import { StaleChangeCompare } from '@renderer/components/stale-change-compare';
import { BridgeError, failureMessage } from '@renderer/lib/bridge';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useSession } from '@renderer/lib/session/session-context';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useToast } from '@renderer/lib/toast/toast-context';
import { useBrandedAssets, useSaveBranding } from '../api/use-branding';
import { type BrandingDraft, colourIsReadable, differences, draftOf, saveInput } from '../lib/branding-draft';
import { BRANDING_TEXT } from '../lib/branding-text';
import { BrandAssetField } from './brand-asset-field';
import { BrandColourField } from './brand-colour-field';
import { BrandPreviews } from './brand-previews';

function PageHeader({ action, readOnlyReason }: { action?: ReactNode; readOnlyReason: string | null }) {
  return <SettingsPageHeader title={BRANDING_TEXT.title} intro={BRANDING_TEXT.intro} action={action} readOnlyReason={readOnlyReason} />;
}

/** /settings/branded-assets: the brand colour, the website and the five images, previewed side by side before saving. */
export function BrandedAssetsPage() {
  const branding = useBrandedAssets();
  const rights = useSettingsRights();
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 1100 }}>
      {branding.isError ? (
        <>
          <PageHeader readOnlyReason={rights.reason} />
          <LoadFailure title={BRANDING_TEXT.loadFailed} error={branding.error} retrying={branding.isFetching} onRetry={() => void branding.refetch()} />
        </>
      ) : branding.data === undefined ? (
        <>
          <PageHeader readOnlyReason={rights.reason} />
          <Skeleton active paragraph={{ rows: 10 }} />
        </>
      ) : (
        <BrandingForm saved={branding.data} canChange={rights.canChange} reason={rights.reason} />
      )}
    </Flex>
  );
}

const sectionTitle = (text: string, id: string) => (
  <Typography.Title level={2} id={id} style={{ fontSize: 18, margin: 0 }}>
    {text}
  </Typography.Title>
);

/**
 * The branding as a draft over the version read. A stale save (409) shows what was saved meanwhile
 * beside the draft; the user keeps theirs (saved over the new version) or takes the saved one.
 */
function BrandingForm({ saved, canChange, reason }: { saved: BrandedAssets; canChange: boolean; reason: string | null }) {
  const id = useId();
  const { message } = useToast();
  const { state } = useSession();
  const companyName = state.user?.company.name ?? '';
  const [base, setBase] = useState(saved);
  const [draft, setDraft] = useState<BrandingDraft>(() => draftOf(saved));
  const [stale, setStale] = useState(false);
  const save = useSaveBranding();
  const changes = differences(base, draft);
  useUnsavedChanges(changes.length > 0);
  const readable = colourIsReadable(draft.brandColor);
  const websiteError = save.error instanceof BridgeError ? (save.error.fieldErrors?.website?.[0] ?? null) : null;
  const assetErrors = save.error instanceof BridgeError ? (save.error.fieldErrors ?? {}) : {};

  const submit = () =>
    save.mutate(saveInput(base.version, draft), {
      onSuccess: (answer) => {
        void message.success(answer.message);
        setBase(answer.data);
        setDraft(draftOf(answer.data));
        setStale(false);
      },
      onError: (error) => {
        if (error instanceof BridgeError && error.status === 409) setStale(true);
      },
    });
  const moveOn = (keepDraft: boolean) => {
    setBase(saved);
    if (!keepDraft) setDraft(draftOf(saved));
    setStale(false);
    save.reset();
  };

  const saveButton = (
    <Button
      type="primary"
      disabled={!canChange || changes.length === 0 || !readable || (stale && saved.version === base.version)}
      loading={save.isPending}
      onClick={submit}
    >
      {BRANDING_TEXT.save}
    </Button>
  );
  const otherFailure =
    save.isError && !(save.error instanceof BridgeError && save.error.status === 409) ? failureMessage(save.error, BRANDING_TEXT.saveFailed) : null;

  return (
    <>
      <PageHeader readOnlyReason={reason} action={canChange ? saveButton : <Tooltip title={reason}>{saveButton}</Tooltip>} />
      {stale &&
        (saved.version === base.version ? (
          <Alert type="warning" showIcon title={BRAND_TEXT.stale} />
        ) : (
          <StaleChangeCompare rows={differences(saved, draft)} keeping={false} onKeepMine={() => moveOn(true)} onTakeTheirs={() => moveOn(false)} />
        ))}
      {otherFailure !== null && <Alert type="error" showIcon title={otherFailure} />}
      <section aria-labelledby={`${id}-colour`}>
        <Flex vertical gap="middle">
          {sectionTitle(BRANDING_TEXT.colourTitle, `${id}-colour`)}
          <Flex gap="large" wrap>
            <BrandColourField value={draft.brandColor} disabled={!canChange} onChange={(brandColor) => setDraft((held) => ({ ...held, brandColor }))} />
            <Flex vertical gap={4} style={{ flex: '1 1 240px', maxWidth: 420 }}>
              <label htmlFor={`${id}-website`} style={{ fontWeight: 600 }}>
                {BRANDING_TEXT.websiteLabel}
              </label>
              <Input
                id={`${id}-website`}
                value={draft.website}
                disabled={!canChange}
                placeholder="https://"
                maxLength={300}
                status={websiteError === null ? undefined : 'error'}
                aria-describedby={`${id}-website-hint`}
                onChange={(event) => setDraft((held) => ({ ...held, website: event.target.value }))}
              />
              <Typography.Text id={`${id}-website-hint`} type={websiteError === null ? 'secondary' : 'danger'}>
                {websiteError ?? BRANDING_TEXT.websiteHint}
              </Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      </section>
      <section aria-labelledby={`${id}-assets`}>
        <Flex vertical gap="middle">
          {sectionTitle(BRANDING_TEXT.assetsTitle, `${id}-assets`)}
          <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {BRAND_ASSET_KINDS.map((kind) => (
              <div key={kind}>
                <BrandAssetField
                  kind={kind}
                  value={draft.assets[kind]}
                  dark={kind === 'logoDark'}
                  disabled={!canChange}
                  onChange={(asset) => setDraft((held) => ({ ...held, assets: { ...held.assets, [kind]: asset } }))}
                />
                {assetErrors[`assets.${kind}`]?.[0] !== undefined && (
                  <Typography.Text type="danger" role="alert">
                    {assetErrors[`assets.${kind}`]?.[0]}
                  </Typography.Text>
                )}
              </div>
            ))}
          </div>
        </Flex>
      </section>
      <section aria-labelledby={`${id}-preview`}>
        <Flex vertical gap="middle">
          {sectionTitle(BRANDING_TEXT.previewTitle, `${id}-preview`)}
          <BrandPreviews draft={draft} savedColour={base.brandColor} companyName={companyName} />
        </Flex>
      </section>
    </>
  );
}
