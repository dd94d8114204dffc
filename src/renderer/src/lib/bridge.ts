import type { ApiCallOptions, HcmBridge } from '@shared/bridge';
import type { CallFailure } from '@shared/contract/errors';
import type { OperationInput, OperationOutput, RendererOperationName } from '@shared/contract/registry';

declare global {
  interface Window {
    /** Provided by the Electron preload or by the local web host's bridge script. */
    hcm: HcmBridge;
  }
}

/** A failed bridge call, carrying the gateway's status and its human message. */
export class BridgeError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The gateway's messages by input field, for a form to show under its fields. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>> | undefined;

  constructor(failure: CallFailure) {
    super(failure.message);
    this.name = 'BridgeError';
    this.status = failure.status;
    this.code = failure.code;
    this.fieldErrors = failure.fieldErrors;
  }
}

export function hasBridge(): boolean {
  return typeof window !== 'undefined' && (window as Partial<Window>).hcm !== undefined;
}

export function hcm(): HcmBridge {
  if (!hasBridge()) throw new Error('HCM Onboarding must be opened from the desktop app or its local web host.');
  return window.hcm;
}

/**
 * Runs a gateway operation through the bridge; a failure is thrown so react-query sees it. The
 * options go along only when given, so a plain call stays (name, input).
 */
export async function callApi<N extends RendererOperationName>(name: N, input: OperationInput<N>, options?: ApiCallOptions): Promise<OperationOutput<N>> {
  const result = options === undefined ? await hcm().api.call(name, input) : await hcm().api.call(name, input, options);
  if (!result.ok) throw new BridgeError(result.error);
  return result.data;
}

/** The message to show for a failure: the server's own words when it gave some, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof BridgeError && error.message.trim() !== '') return error.message;
  return fallback;
}
