import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Criteria } from '@shared/contract/criteria';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { RULE_EDITOR_TEXT } from './rule-editor-text';
import { criteriaSummary } from './rule-editor-values';

/** A rule in words with the company's names for its values, archived ones marked; "Everyone" for no rule. */
export function useCriteriaSummary(): (criteria: Criteria) => string {
  const options = useQuery({ ...operationQuery('criteria.options', {}), select: (answer) => answer.data });
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
