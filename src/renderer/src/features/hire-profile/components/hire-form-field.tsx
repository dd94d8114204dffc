import { theme } from 'antd';
import type { ReactNode } from 'react';
import { fieldErrorId, FormField } from '@renderer/components/form-field';

export interface HireFormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

/**
 * FormField, with a required mark when asked. The asterisk sits outside the <label> so the
 * field's accessible name stays its label; the control itself carries aria-required.
 */
export function HireFormField({ id, label, required = false, error, children }: HireFormFieldProps) {
  const { token } = theme.useToken();
  if (!required) {
    return (
      <FormField id={id} label={label} error={error}>
        {children}
      </FormField>
    );
  }
  return (
    <div style={{ marginBottom: token.marginXS }}>
      <div style={{ display: 'flex', gap: 4, marginBottom: token.marginXS }}>
        <span aria-hidden="true" style={{ color: token.colorError }}>
          *
        </span>
        <label htmlFor={id} style={{ color: token.colorText }}>
          {label}
        </label>
      </div>
      {children}
      <div id={fieldErrorId(id)} role="alert" style={{ minHeight: token.lineHeight * token.fontSize, color: token.colorError, fontSize: token.fontSize, marginTop: 2 }}>
        {error}
      </div>
    </div>
  );
}
