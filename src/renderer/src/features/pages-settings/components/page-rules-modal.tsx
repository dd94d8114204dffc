import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import type { Criteria } from '@shared/contract/criteria';
import type { PageRulesPreview, WelcomePageSummary } from '@shared/contract/welcome-pages';
import { RuleEditor } from '@renderer/components/rule-editor/rule-editor';
import { StaleChangeCompare } from '@renderer/components/stale-change-compare';
import { failureMessage } from '@renderer/lib/bridge';
import { isStale, usePageChange, usePageRulesPreview } from '../api/use-welcome-pages';
import { useCriteriaSummary } from '@renderer/domain/criteria/use-criteria-summary';
import { useGuardedLeave } from '../hooks/use-guarded-leave';
import { PAGES_TEXT } from '../lib/pages-text';
import { PageRulesPreviewList } from './page-rules-preview';

export interface PageRulesModalProps {
  page: WelcomePageSummary;
  /** The page as the gateway holds it now, after a save was refused as stale. */
  readLatest(): Promise<WelcomePageSummary | undefined>;
  onClose(): void;
}

/**
 * A page's rules in the one rule editor; "Review changes" asks the gateway who gains and loses the
 * page, and "Save rules" saves the very criteria shown. A stale page shows its rules beside yours.
 */
export function PageRulesModal({ page, readLatest, onClose }: PageRulesModalProps) {
  const [criteria, setCriteria] = useState<Criteria>(page.criteria);
  const [version, setVersion] = useState(page.version);
  const [preview, setPreview] = useState<PageRulesPreview | null>(null);
  const [latest, setLatest] = useState<WelcomePageSummary | null>(null);
  const ask = usePageRulesPreview();
  const save = usePageChange('welcomePages.updateRules');
  const words = useCriteriaSummary();
  const { close, leave } = useGuardedLeave(JSON.stringify(criteria) !== JSON.stringify(page.criteria), onClose);

  const review = () => {
    setLatest(null);
    ask.mutate({ pageId: page._id, criteria }, { onSuccess: setPreview });
  };
  const confirm = (onVersion = version) =>
    save.mutate(
      { pageId: page._id, version: onVersion, criteria },
      {
        onSuccess: leave,
        onError: async (error) => {
          if (!isStale(error)) return;
          setPreview(null);
          const current = await readLatest();
          if (current) setLatest(current);
        },
      },
    );

  const previewing = preview !== null;
  return (
    <Modal
      open
      title={previewing ? PAGES_TEXT.rulesPreviewTitle(page.title) : PAGES_TEXT.rulesFor(page.title)}
      onCancel={close}
      destroyOnHidden
      footer={[
        previewing ? (
          <Button key="back" onClick={() => setPreview(null)}>
            Back
          </Button>
        ) : (
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>
        ),
        previewing ? (
          <Button key="save" type="primary" loading={save.isPending} onClick={() => confirm()}>
            {PAGES_TEXT.saveRules}
          </Button>
        ) : (
          <Button key="review" type="primary" loading={ask.isPending} disabled={latest !== null} onClick={review}>
            {PAGES_TEXT.previewRules}
          </Button>
        ),
      ]}
    >
      {previewing ? <PageRulesPreviewList preview={preview} /> : <RuleEditor value={criteria} onChange={setCriteria} />}
      {ask.isError && <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={failureMessage(ask.error, PAGES_TEXT.previewFailed)} />}
      {save.isError && !isStale(save.error) && (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={failureMessage(save.error, 'The rules were not saved.')} />
      )}
      {latest !== null && (
        <div style={{ marginTop: 12 }}>
          <StaleChangeCompare
            rows={[{ label: PAGES_TEXT.rulesTitle, theirs: words(latest.criteria), yours: words(criteria) }]}
            keeping={save.isPending}
            onKeepMine={() => {
              setVersion(latest.version);
              setLatest(null);
              confirm(latest.version);
            }}
            onTakeTheirs={() => {
              setVersion(latest.version);
              setCriteria(latest.criteria);
              setLatest(null);
            }}
          />
        </div>
      )}
    </Modal>
  );
}
