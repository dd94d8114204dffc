import { Card, Col, Flex, Radio, Row, Select, Skeleton, Typography } from 'antd';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { LoadFailure } from '@renderer/components/load-failure';
import { useCriteriaOptions } from '@renderer/domain/criteria/use-criteria-summary';
import { fetchHireOptions } from '@renderer/domain/hires/hire-options';
import type { PreviewSubject } from '../lib/preview-subject';
import { WELCOME_PREVIEW_TEXT as TEXT } from '../lib/preview-text';

export interface PreviewSubjectFormProps {
  subject: PreviewSubject;
  onChange(subject: PreviewSubject): void;
}

/** A real hire, found by name, or one value per criterion: whom the preview is for. */
export function PreviewSubjectForm({ subject, onChange }: PreviewSubjectFormProps) {
  return (
    <Card title={TEXT.chooseTitle} role="region" aria-label={TEXT.chooseTitle}>
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label={TEXT.chooseKind}
          optionType="button"
          value={subject.kind}
          onChange={(event) => onChange(event.target.value === 'hire' ? { kind: 'hire', hire: null } : { kind: 'criteria', values: {} })}
          options={[
            { value: 'hire', label: TEXT.aHire },
            { value: 'criteria', label: TEXT.criteriaValues },
          ]}
        />
        {subject.kind === 'hire' ? (
          <div style={{ maxWidth: 420 }}>
            <label htmlFor="welcome-preview-hire" style={{ display: 'block', marginBottom: 4 }}>
              {TEXT.hire}
            </label>
            <AsyncSelect
              id="welcome-preview-hire"
              placeholder={TEXT.hirePlaceholder}
              fetcher={fetchHireOptions}
              value={subject.hire}
              onChange={(hire) => onChange({ kind: 'hire', hire })}
            />
          </div>
        ) : (
          <CriteriaValues values={subject.values} onChange={(values) => onChange({ kind: 'criteria', values })} />
        )}
      </Flex>
    </Card>
  );
}

function CriteriaValues({
  values,
  onChange,
}: {
  values: Readonly<Record<string, string | undefined>>;
  onChange(values: Record<string, string | undefined>): void;
}) {
  const options = useCriteriaOptions();
  if (options.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (options.isError) {
    return <LoadFailure title="The criteria could not be loaded" error={options.error} retrying={options.isFetching} onRetry={() => void options.refetch()} />;
  }
  if (options.data.length === 0) return <Typography.Text type="secondary">Your company has no criteria yet.</Typography.Text>;
  return (
    <Row gutter={[16, 16]}>
      {options.data.map((dimension) => {
        const id = `welcome-preview-${dimension.dimension.replace(/[^\w-]/g, '-')}`;
        return (
          <Col key={dimension.dimension} xs={24} md={12} xl={8}>
            <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
              {dimension.label}
            </label>
            <Select
              id={id}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={TEXT.anyValue}
              style={{ width: '100%' }}
              value={values[dimension.dimension]}
              onChange={(value: string | undefined) => onChange({ ...values, [dimension.dimension]: value })}
              options={dimension.values.filter((value) => !value.archived).map((value) => ({ value: value.value, label: value.label }))}
            />
          </Col>
        );
      })}
    </Row>
  );
}
