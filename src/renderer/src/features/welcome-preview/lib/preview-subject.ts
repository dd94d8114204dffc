import type { AsyncOption } from '@renderer/components/async-select/async-option';
import type { OperationInput } from '@shared/contract/registry';

/** Whom the preview is for: a real hire, or one value per dimension as a made-up hire would have. */
export type PreviewSubject = { kind: 'hire'; hire: AsyncOption | null } | { kind: 'criteria'; values: Readonly<Record<string, string | undefined>> };

export const NO_SUBJECT: PreviewSubject = { kind: 'hire', hire: null };

/** The preview's input, or null while nothing is chosen. */
export function previewInput(subject: PreviewSubject): OperationInput<'welcomePages.preview'> | null {
  if (subject.kind === 'hire') return subject.hire ? { hireId: subject.hire._id, criteria: [] } : null;
  const criteria = Object.entries(subject.values).flatMap(([dimension, value]) => (value ? [{ dimension, values: [value] }] : []));
  return criteria.length > 0 ? { hireId: null, criteria } : null;
}
