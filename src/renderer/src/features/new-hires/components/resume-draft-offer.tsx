import { Button, Flex, theme, Typography } from 'antd';
import type { NewHireDraft } from '../lib/new-hire-draft-store';

export const RESUME_DRAFT_TEXT = {
  title: 'Continue where you left off?',
  named: (name: string) => `You started adding ${name} and did not save them.`,
  unnamed: 'You started adding a new hire and did not save them.',
  created: (name: string) => `${name} was added, but their plan is not assigned yet.`,
  startOver: 'Start over',
  continue: 'Continue',
  startOverNote: 'Start over clears what you entered.',
} as const;

function describeDraft(draft: NewHireDraft): string {
  if (draft.createdHire) return RESUME_DRAFT_TEXT.created(draft.createdHire.fullName);
  const name = `${draft.values.firstName ?? ''} ${draft.values.lastName ?? ''}`.trim();
  return name === '' ? RESUME_DRAFT_TEXT.unnamed : RESUME_DRAFT_TEXT.named(name);
}

/** Offers the draft kept from before a reload or a restart: continue it, or start over. */
export function ResumeDraftOffer({ draft, onContinue, onStartOver }: { draft: NewHireDraft; onContinue(): void; onStartOver(): void }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={RESUME_DRAFT_TEXT.title}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {RESUME_DRAFT_TEXT.title}
      </Typography.Title>
      <Typography.Paragraph>{describeDraft(draft)}</Typography.Paragraph>
      {draft.createdHire ? null : <Typography.Paragraph type="secondary">{RESUME_DRAFT_TEXT.startOverNote}</Typography.Paragraph>}
      <Flex wrap justify="space-between" gap={token.marginSM}>
        {draft.createdHire ? <span /> : <Button onClick={onStartOver}>{RESUME_DRAFT_TEXT.startOver}</Button>}
        <Button type="primary" onClick={onContinue}>
          {RESUME_DRAFT_TEXT.continue}
        </Button>
      </Flex>
    </section>
  );
}
