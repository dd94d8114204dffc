import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationInput } from '@shared/contract/registry';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** The pages a hire, or a hire with the criteria values chosen, gets; null asks for nothing yet. */
export function useWelcomePreview(input: OperationInput<'welcomePages.preview'> | null) {
  return useQuery({
    ...operationQuery('welcomePages.preview', input ?? { hireId: null, criteria: [] }),
    select: (answer) => answer.data,
    enabled: input !== null,
    // The last answer stays on screen while the next choice is read.
    placeholderData: keepPreviousData,
  });
}

/** The audience matrix: combinations no targeted page reaches, and pages that say the same thing. */
export function useWelcomeAudience() {
  return useQuery({ ...operationQuery('welcomePages.audience', {}), select: (answer) => answer.data });
}
