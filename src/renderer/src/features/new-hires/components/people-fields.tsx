import { Controller, useFormState } from 'react-hook-form';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import type { HireForm } from '../hooks/use-hire-form';

export const PEOPLE_FIELD_IDS = { manager: 'new-hire-manager', coordinator: 'new-hire-coordinator', buddy: 'new-hire-buddy' } as const;

const PEOPLE = [
  { name: 'manager', label: 'Manager (optional)' },
  { name: 'coordinator', label: 'Coordinator (optional)' },
  { name: 'buddy', label: 'Buddy (optional)' },
] as const;

/** Step 3, People: who looks after the hire; each picker searches the company's staff. */
export function PeopleFields({ form }: { form: HireForm }) {
  const { errors } = useFormState({ control: form.control, name: ['manager', 'coordinator', 'buddy'] });
  return (
    <>
      {PEOPLE.map(({ name, label }) => {
        const id = PEOPLE_FIELD_IDS[name];
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <AsyncSelect
                  id={id}
                  fetcher={fetchUserOptions}
                  placeholder="Search people"
                  value={field.value ?? null}
                  onChange={(option) => field.onChange(option)}
                  onBlur={field.onBlur}
                  status={error ? 'error' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldErrorId(id)}
                />
              )}
            />
          </FormField>
        );
      })}
    </>
  );
}
