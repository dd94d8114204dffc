import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Criteria } from '@shared/contract/criteria';
import { RULE_EDITOR_TEXT } from '@renderer/components/rule-editor/rule-editor-text';
import { criteriaSummary } from '@renderer/components/rule-editor/rule-editor-values';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** What rules may ask for: each dimension with its values, in the company's names. */
export function useCriteriaOptions() {
  return useQuery({ ...operationQuery('criteria.options', {}), select: (answer) => answer.data });
}

/** A rule in words with the company's names for its values, archived ones marked; "Everyone" for no rule. */
export function useCriteriaSummary(): (criteria: Criteria) => string {
  const options = useCriteriaOptions();
  const labels = useMemo(
    () =>
      new Map(
        (options.data ?? []).map((dimension) => [
          dimension.dimension,
          {
            label: dimension.label,
            values: new Map(dimension.values.map((value) => [value.value, value.archived ? RULE_EDITOR_TEXT.archived(value.label) : value.label])),
          },
        ]),
      ),
    [options.data],
  );
  return (criteria) => criteriaSummary(criteria, labels);
}
