import { useQuery } from '@tanstack/react-query';
import type { EmploymentStatus } from '@shared/onboarding';
import { operationQuery } from '@renderer/lib/query/operation-query';

export interface CriteriaEdit {
  departmentId: string | null;
  locationId: string | null;
  employmentStatus: EmploymentStatus;
}

/** Which plan tasks the hire's new criteria would add or remove, asked before saving; nothing is asked while they are unchanged. */
export function useCriteriaTasks(hireId: string, edit: CriteriaEdit | null) {
  return useQuery({
    ...operationQuery('newHire.previewCriteriaTasks', { id: hireId, ...(edit ?? { departmentId: null, locationId: null, employmentStatus: 'full_time' }) }),
    select: (answer) => answer.data,
    enabled: edit !== null,
  });
}
