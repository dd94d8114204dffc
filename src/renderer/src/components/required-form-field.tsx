import { theme } from 'antd';
import type { ReactNode } from 'react';
import { fieldErrorId } from '@renderer/components/form-field';

export interface RequiredFormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/**
 * FormField with the required mark. The asterisk sits outside the <label> so the field's
 * accessible name stays its label; the control itself carries aria-required.
 */
export function RequiredFormField({ id, label, error, children }: RequiredFormFieldProps) {
  const { token } = theme.useToken();
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
      <div
        id={fieldErrorId(id)}
        role="alert"
        style={{ minHeight: token.lineHeight * token.fontSize, color: token.colorError, fontSize: token.fontSize, marginTop: 2 }}
      >
        {error}
      </div>
    </div>
  );
}
