import { Col, Row } from 'antd';
import { Controller } from 'react-hook-form';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { fieldErrorId } from '@renderer/components/form-field';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { HIRE_EDIT_IDS, type HireEditForm } from './hire-edit-form-types';
import { HireFormField } from './hire-form-field';

const PEOPLE = [
  { name: 'manager', label: 'Manager' },
  { name: 'coordinator', label: 'Onboarding coordinator' },
  { name: 'buddy', label: 'Buddy' },
] as const;

/** The people around the hire, picked from the company's staff; each starts at the current person. */
export function HirePeopleFields({ form }: { form: HireEditForm }) {
  return (
    <Row gutter={16}>
      {PEOPLE.map(({ name, label }) => {
        const id = HIRE_EDIT_IDS[name];
        const error = form.formState.errors[name]?.message;
        return (
          <Col key={name} xs={24} md={12}>
            <HireFormField id={id} label={label} error={error}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <AsyncSelect
                    id={id}
                    fetcher={fetchUserOptions}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Type a name to search"
                    status={error ? 'error' : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={fieldErrorId(id)}
                  />
                )}
              />
            </HireFormField>
          </Col>
        );
      })}
    </Row>
  );
}
