import { useMemo } from 'react';
import type { Criteria } from '@shared/contract/criteria';
import { RULE_EDITOR_TEXT } from '@renderer/components/rule-editor/rule-editor-text';
import { criteriaSummary } from '@renderer/components/rule-editor/rule-editor-values';
import { useCriteriaOptions } from '../api/use-welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';

/** A page's audience in words with the company's names: "Everyone" for a page without rules, else its rules. */
export function useAudienceWords(): (criteria: Criteria) => string {
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
  return (criteria) => (criteria.length === 0 ? PAGES_TEXT.everyone : criteriaSummary(criteria, labels));
}
