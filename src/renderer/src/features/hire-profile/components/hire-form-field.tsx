import type { ReactNode } from 'react';
import { FormField } from '@renderer/components/form-field';
import { RequiredFormField } from '@renderer/components/required-form-field';

export interface HireFormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

/** FormField, with the required mark when asked. */
export function HireFormField({ required = false, ...field }: HireFormFieldProps) {
  return required ? <RequiredFormField {...field} /> : <FormField {...field} />;
}
