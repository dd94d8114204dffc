import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import type { Criteria, CriteriaOption } from '@shared/contract/criteria';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { useDebouncedValue } from '@renderer/lib/use-debounced-value';
import { RULE_EDITOR_TEXT } from './rule-editor-text';
import { criteriaWithValues, valuesOf } from './rule-editor-values';

const COUNT_DELAY_MS = 300;

export interface RuleEditorProps {
  value?: Criteria;
  onChange?: (criteria: Criteria) => void;
  disabled?: boolean;
}

/**
 * The one editor of criteria, for every rule target: a multi-select per dimension (empty is
 * everyone), archived values marked, and how many current hires the rule matches, counted by the
 * gateway while it is edited.
 */
export function RuleEditor({ value = [], onChange, disabled = false }: RuleEditorProps) {
  const options = useQuery({ ...operationQuery('criteria.options', {}), select: (answer) => answer.data });
  const settled = useDebouncedValue(value, COUNT_DELAY_MS);
  const count = useQuery({ ...operationQuery('criteria.matchingHires', { criteria: settled }), select: (answer) => answer.data.count });
  const baseId = useId();

  if (options.isError) return <Alert type="error" showIcon title={RULE_EDITOR_TEXT.optionsFailed} />;
  if (options.data === undefined) return <Skeleton active paragraph={{ rows: 2 }} />;

  return (
    <fieldset className="rule-editor" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{RULE_EDITOR_TEXT.legend}</legend>
      {options.data.map((dimension) => (
        <DimensionSelect
          key={dimension.dimension}
          id={`${baseId}-${dimension.dimension}`}
          dimension={dimension}
          selected={valuesOf(value, dimension.dimension)}
          disabled={disabled}
          onChange={(values) => onChange?.(criteriaWithValues(value, dimension.dimension, values))}
        />
      ))}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {value.length === 0 ? RULE_EDITOR_TEXT.noRule : RULE_EDITOR_TEXT.hint}
      </Typography.Paragraph>
      <Typography.Text role="status" aria-live="polite" data-testid="rule-editor-count">
        {count.isError
          ? RULE_EDITOR_TEXT.countFailed
          : count.data === undefined || settled !== value
            ? RULE_EDITOR_TEXT.counting
            : RULE_EDITOR_TEXT.matching(count.data)}
      </Typography.Text>
    </fieldset>
  );
}

function DimensionSelect(props: { id: string; dimension: CriteriaOption; selected: string[]; disabled: boolean; onChange(values: string[]): void }) {
  const { id, dimension, selected, disabled, onChange } = props;
  // An archived value stays readable where a rule still names it, and cannot be newly chosen.
  const choices = dimension.values
    .filter((option) => !option.archived || selected.includes(option.value))
    .map((option) => ({
      value: option.value,
      label: option.archived ? RULE_EDITOR_TEXT.archived(option.label) : option.label,
      disabled: option.archived && !selected.includes(option.value),
    }));
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {dimension.label}
      </label>
      <Select
        id={id}
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={RULE_EDITOR_TEXT.everyone}
        options={choices}
        value={selected}
        disabled={disabled}
        optionFilterProp="label"
        onChange={onChange}
      />
    </div>
  );
}
