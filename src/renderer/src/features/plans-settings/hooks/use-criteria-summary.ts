import { useMemo } from 'react';
import type { Criteria } from '@shared/contract/criteria';
import { RULE_EDITOR_TEXT } from '@renderer/components/rule-editor/rule-editor-text';
import { criteriaSummary } from '@renderer/components/rule-editor/rule-editor-values';
import { useCriteriaOptions } from '../api/use-plans';

/** A rule in words with the company's names for its values, archived ones marked. */
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
