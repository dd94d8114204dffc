import type { FormInstance } from 'antd';
import { BridgeError, failureMessage } from '@renderer/lib/bridge';

/**
 * Shows a refused change at the form's fields: each field the gateway names gets its message;
 * a refusal naming none of the form's fields goes to `fallbackField`.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fields: readonly string[], fallbackField: string): void {
  const named = error instanceof BridgeError && error.status === 400 && error.fieldErrors ? error.fieldErrors : {};
  const shown = Object.entries(named).filter(([field, messages]) => fields.includes(field) && messages[0]);
  if (shown.length > 0) {
    form.setFields(shown.map(([field, messages]) => ({ name: field, errors: [messages[0] as string] })));
    return;
  }
  form.setFields([{ name: fallbackField, errors: [failureMessage(error, 'The change did not go through. Check your connection and try again.')] }]);
}
