import type { ReactNode } from 'react';
import { FormField } from '@renderer/components/form-field';
import { RequiredFormField } from '@renderer/components/required-form-field';
import { hireFieldId, hireFieldLabel, type HireFormLook } from './hire-form-look';
import type { HireFormField as FieldName } from './hire-form-schema';

export interface HireFormFieldProps {
  look: HireFormLook;
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

/** One field of the hire form, labelled as the look says, its error under it. */
export function HireFormField({ look, name, label, required = false, error, children }: HireFormFieldProps) {
  const field = { id: hireFieldId(look, name), label: hireFieldLabel(look, label, required), error, children };
  return required && look.marks === 'required' ? <RequiredFormField {...field} /> : <FormField {...field} />;
}
