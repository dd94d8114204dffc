import { Controller, useFormState } from 'react-hook-form';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { fieldErrorId } from '@renderer/components/form-field';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { HireFormColumns } from './hire-form-columns';
import { HireFormField } from './hire-form-field';
import { hireFieldId, type HireForm, type HireFormLook } from './hire-form-look';

const PEOPLE = ['manager', 'coordinator', 'buddy'] as const;

/** Who looks after the hire; each picker searches the company's staff. */
export function HirePeopleFields({ form, look }: { form: HireForm; look: HireFormLook }) {
  const { errors } = useFormState({ control: form.control, name: [...PEOPLE] });
  const labels = { manager: 'Manager', coordinator: look.coordinatorLabel, buddy: 'Buddy' };
  return (
    <HireFormColumns
      look={look}
      fields={PEOPLE.map((name) => {
        const id = hireFieldId(look, name);
        const error = errors[name]?.message;
        return (
          <HireFormField key={name} look={look} name={name} label={labels[name]} error={error}>
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <AsyncSelect
                  id={id}
                  fetcher={fetchUserOptions}
                  placeholder={look.placeholders.person}
                  value={field.value ?? null}
                  onChange={(option) => field.onChange(option)}
                  onBlur={field.onBlur}
                  status={error ? 'error' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldErrorId(id)}
                />
              )}
            />
          </HireFormField>
        );
      })}
    />
  );
}
