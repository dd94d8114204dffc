import { useQuery } from '@tanstack/react-query';
import type { EmploymentStatus } from '@shared/onboarding';
import { operationQuery } from '@renderer/lib/query/operation-query';

export interface CriteriaEdit {
  departmentId: string | null;
  locationId: string | null;
  employmentStatus: EmploymentStatus;
  /** The hire's other criteria as edited: rules may target them too. */
  otherCriterionIds: readonly string[];
}

/** Which plan tasks the hire's new criteria would add or remove, asked before saving; nothing is asked while they are unchanged. */
export function useCriteriaTasks(hireId: string, edit: CriteriaEdit | null) {
  return useQuery({
    ...operationQuery('newHire.previewCriteriaTasks', {
      id: hireId,
      departmentId: edit?.departmentId ?? null,
      locationId: edit?.locationId ?? null,
      employmentStatus: edit?.employmentStatus ?? 'full_time',
      otherCriteria: edit ? [{ dimension: 'other', values: [...edit.otherCriterionIds] }] : [],
    }),
    select: (answer) => answer.data,
    enabled: edit !== null,
  });
}
