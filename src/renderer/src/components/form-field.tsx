import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The id of the control, which the label points to. */
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/**
 * A labelled control with its error under it. Forms are driven by react-hook-form, so antd's own
 * form engine would only add weight to the routes that use this.
 */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginXS }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: token.marginXS, color: token.colorText }}>
        {label}
      </label>
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
