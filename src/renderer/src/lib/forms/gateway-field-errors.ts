import { BridgeError } from '@renderer/lib/bridge';

/**
 * The gateway's message for each field of a call it refused (`fieldErrors`, docs/gateway.md: a 400
 * for input, or a refusal that names the field it is about), the first of each, as [form field,
 * message] pairs: `fieldOf` maps a field of the call onto the form's (managerId onto manager, say)
 * and answers undefined for a field the form does not have. Any other failure names no field. With react-hook-form:
 * `for (const [field, message] of gatewayFieldErrors(error, fieldOf)) setError(field, { message })`.
 */
export function gatewayFieldErrors<F extends string>(error: unknown, fieldOf: (callField: string) => F | undefined): [F, string][] {
  if (!(error instanceof BridgeError) || !error.fieldErrors) return [];
  const pairs: [F, string][] = [];
  for (const [callField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(callField);
    const [first] = messages;
    if (field !== undefined && first) pairs.push([field, first]);
  }
  return pairs;
}
