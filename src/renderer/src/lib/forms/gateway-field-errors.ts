import { BridgeError } from '@renderer/lib/bridge';

/**
 * The gateway's (or the core's) per-field messages of a 400, as [form field, message] pairs; `fieldOf` maps a call's
 * field name onto the form's (managerId onto manager, say) and answers undefined for fields the form lacks.
 */
export function gatewayFieldErrors<F extends string>(error: unknown, fieldOf: (callField: string) => F | undefined): [F, string][] {
  if (!(error instanceof BridgeError) || error.status !== 400 || !error.fieldErrors) return [];
  const pairs: [F, string][] = [];
  for (const [callField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(callField);
    const text = messages[0];
    if (field !== undefined && text) pairs.push([field, text]);
  }
  return pairs;
}
