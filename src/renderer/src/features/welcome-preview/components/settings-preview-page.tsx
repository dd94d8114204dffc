import { Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailure } from '@renderer/components/load-failure';
import { useCriteriaSummary } from '@renderer/domain/criteria/use-criteria-summary';
import { useWelcomePreview } from '../api/use-welcome-preview';
import { NO_SUBJECT, previewInput, type PreviewSubject } from '../lib/preview-subject';
import { WELCOME_PREVIEW_TEXT as TEXT } from '../lib/preview-text';
import { AudienceMatrix } from './audience-matrix';
import { PreviewSequence } from './preview-sequence';
import { PreviewSubjectForm } from './preview-subject-form';

/** /settings/preview: the pages a hire, or criteria values, get; and the audience of all pages. */
export function SettingsPreviewPage() {
  const [subject, setSubject] = useState<PreviewSubject>(NO_SUBJECT);
  const input = previewInput(subject);
  const preview = useWelcomePreview(input);
  const summary = useCriteriaSummary();
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1}>{TEXT.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{TEXT.intro}</Typography.Paragraph>
      </div>
      <PreviewSubjectForm subject={subject} onChange={setSubject} />
      <section aria-labelledby="welcome-preview-result" aria-busy={preview.isFetching}>
        <Typography.Title level={2} id="welcome-preview-result">
          {TEXT.resultTitle(input === null ? null : (preview.data?.hire?.fullName ?? null))}
        </Typography.Title>
        {input === null ? (
          <Typography.Text type="secondary">{TEXT.nothingChosen}</Typography.Text>
        ) : preview.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : preview.isError ? (
          <LoadFailure title={TEXT.loadFailed} error={preview.error} retrying={preview.isFetching} onRetry={() => void preview.refetch()} />
        ) : (
          <PreviewSequence preview={preview.data} summary={summary} />
        )}
      </section>
      <AudienceMatrix />
    </Flex>
  );
}
