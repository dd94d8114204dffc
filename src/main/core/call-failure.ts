import { ERROR_CODES, errorBodySchema, type CallFailure, type CallResult } from '@shared/contract/errors';
import type { GatewayName } from '@shared/contract/operation';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { z } from 'zod';

const GATEWAY_LABELS: Record<GatewayName, string> = {
  onboarding: 'onboarding',
  recruiting: 'recruiting',
  performance: 'performance',
  clockLog: 'clock-log',
  hr: 'HR',
  fileStore: 'file store',
};

export function failure<T = never>(error: CallFailure): CallResult<T> {
  return { ok: false, error };
}

export function unreachable(gateway: GatewayName): CallFailure {
  return {
    status: 0,
    code: ERROR_CODES.unreachable,
    message: `The ${GATEWAY_LABELS[gateway]} gateway cannot be reached. Check your connection and try again.`,
  };
}

export function timedOut(gateway: GatewayName): CallFailure {
  return {
    status: 0,
    code: ERROR_CODES.timeout,
    message: `The ${GATEWAY_LABELS[gateway]} gateway did not answer in time. Check your connection and try again.`,
  };
}

export function invalidAnswer(gateway: GatewayName): CallFailure {
  return {
    status: 502,
    code: ERROR_CODES.invalidAnswer,
    message: `The ${GATEWAY_LABELS[gateway]} gateway sent an answer this app does not understand. Try again later.`,
  };
}

export function sessionEnded(): CallFailure {
  return { status: 401, code: ERROR_CODES.sessionEnded, message: GATEWAY_MESSAGES.sessionRequired };
}

export function forbiddenOperation(name: string): CallFailure {
  return { status: 403, code: ERROR_CODES.forbidden, message: `The call "${name}" is not available to the app window.` };
}

export function invalidInput(fieldErrors: Record<string, string[]>): CallFailure {
  return { status: 400, code: ERROR_CODES.invalidInput, message: GATEWAY_MESSAGES.invalidInput, fieldErrors };
}

/** An operation's input its own schema refused: the first issue's message, as the gateway answers it. */
export function refusedInput(error: z.ZodError): CallFailure {
  return { ...invalidInput(fieldErrorsOf(error)), message: error.issues[0]?.message ?? GATEWAY_MESSAGES.invalidInput };
}

/** A non-2xx answer: the gateway's own sentence when it sent one, a plain one otherwise. */
export function fromErrorAnswer(gateway: GatewayName, status: number, bodyText: string): CallFailure {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || parsed.data.message.trim() === '') {
    return {
      status,
      message: `The ${GATEWAY_LABELS[gateway]} gateway could not finish this request (status ${status}). Try again in a moment.`,
    };
  }
  const { message, code, fieldErrors } = parsed.data;
  return {
    status,
    message,
    ...(code === undefined ? {} : { code }),
    ...(fieldErrors === undefined ? {} : { fieldErrors }),
  };
}

/** Zod issues by dotted field path; issues about the whole input go under "_". */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}
