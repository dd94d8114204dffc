import { Button, Card, Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { Link, useNavigate } from 'react-router-dom';
import type { Hire, PersonRef } from '@shared/contract/onboarding-schemas';
import { toDisplayDate } from '@shared/date-format';
import { EMPLOYMENT_STATUS_LABELS } from '@shared/onboarding';
import { routes } from '@shared/routes';
import { displayDateTime } from '../lib/date-time';
import { hireDisplayName } from '../lib/hire-name';
import { useHireChangeRights } from '../hooks/use-hire-permissions';
import { HireGate } from './hire-gate';
import { HireStatusTag } from '@renderer/components/hire-status-tag';
import { customFieldText, useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';

const NOT_SET = 'Not set';

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : NOT_SET);
const personText = (person: PersonRef | null) => (person ? `${person.fullName} (${person.email})` : NOT_SET);

function Section({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h2>}>
      <Descriptions column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}

const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });

/** The item of a field the hire may leave out (hidden from the reader): nothing at all when it is absent. */
function shownItem<Value>(key: string, label: string, value: Value | undefined, children: (value: Value) => ReactNode) {
  return value === undefined ? [] : [item(key, label, children(value))];
}

function HireProfile({ hire }: { hire: Hire }) {
  const navigate = useNavigate();
  const rights = useHireChangeRights(hire);
  const definitions = useCustomFieldDefinitions();
  const byId = new Map((definitions.data?.fields ?? []).map((field) => [field._id, field]));
  const customFields = [...Object.keys(hire.customFields), ...hire.maskedFields].map((id) => {
    const field = byId.get(id);
    const person = hire.fieldPeople?.[id]?.fullName;
    return item(id, field?.label ?? id, person ?? customFieldText(field, hire.customFields[id], hire.maskedFields.includes(id)) ?? NOT_SET);
  });
  const phone = hire.phone ? formatPhoneNumberIntl(hire.phone) || hire.phone : null;
  return (
    <Flex vertical gap="middle">
      <Link to={routes.hireInfo(hire._id)}>Back to {hireDisplayName(hire)}</Link>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Flex align="center" gap="small" wrap>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
            {hireDisplayName(hire)}
          </Typography.Title>
          <HireStatusTag status={hire.status} />
        </Flex>
        {rights.showsEdit ? (
          <Button type="primary" onClick={() => void navigate(routes.hireProfileEdit(hire._id))}>
            Edit
          </Button>
        ) : null}
      </Flex>
      <Section
        title="Personal"
        items={[
          item('firstName', 'First name', hire.firstName),
          item('lastName', 'Last name', hire.lastName),
          item('preferredName', 'Preferred name', text(hire.preferredName)),
          ...shownItem('personalEmail', 'Personal email', hire.personalEmail, (value) => value),
          ...shownItem('workEmail', 'Work email', hire.workEmail, text),
          ...shownItem('phone', 'Phone', hire.phone, () => text(phone)),
        ]}
      />
      <Section
        title="Job"
        items={[
          ...shownItem('jobTitle', 'Job title', hire.jobTitle, (value) => value),
          item('department', 'Department', text(hire.department?.label)),
          item('location', 'Location', text(hire.location?.label)),
          ...shownItem('employmentStatus', 'Employment status', hire.employmentStatus, (value) => EMPLOYMENT_STATUS_LABELS[value]),
          item('startDate', 'Start date', toDisplayDate(hire.startDate)),
          ...shownItem('timezone', 'Timezone', hire.timezone, (value) => value),
          item(
            'otherCriteria',
            'Other criteria',
            text(hire.otherCriteria?.map((criterion) => (criterion.archived ? `${criterion.label} (archived)` : criterion.label)).join(', ')),
          ),
          item('status', 'Status', <HireStatusTag status={hire.status} />),
        ]}
      />
      <Section
        title="People"
        items={[
          item('manager', 'Manager', personText(hire.manager)),
          ...shownItem('coordinator', 'Coordinator', hire.coordinator, personText),
          ...shownItem('buddy', 'Buddy', hire.buddy, personText),
          item('account', 'Account', hire.userId ? 'Invited' : 'Not invited yet'),
        ]}
      />
      {customFields.length > 0 ? <Section title="Custom fields" items={customFields} /> : null}
      <Typography.Text type="secondary">
        Created{hire.createdBy ? ` by ${hire.createdBy.fullName}` : ''} on {displayDateTime(hire.createdAt)}. Last updated
        {hire.updatedBy ? ` by ${hire.updatedBy.fullName}` : ''} on {displayDateTime(hire.updatedAt)}.
      </Typography.Text>
    </Flex>
  );
}

/** /new-hiring/profile?id=: every field of the hire, read-only, in sections. */
export function HireProfilePage() {
  return <HireGate>{(hire) => <HireProfile hire={hire} />}</HireGate>;
}
