import { PRODUCT_HEADER, type ProductCode } from '@shared/products';
import { GATEWAY_NAMES, type GatewayName, type HttpMethod } from '@shared/contract/operation';
import ky, { HTTPError, isTimeoutError, type KyInstance, type RetryOptions } from 'ky';
import { fromErrorAnswer, timedOut, unreachable } from './call-failure';
import type { CallFailure } from '@shared/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import type { GatewayUrls } from './types';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface GatewayRequest {
  gateway: GatewayName;
  method: HttpMethod;
  /** Path with its parameters filled, leading slash or not. */
  path: string;
  searchParams?: URLSearchParams;
  json?: unknown;
  /** A multipart body (a file upload) instead of JSON. */
  formData?: FormData;
  /** The share of the body sent so far, from 0 to 1, as it goes out. */
  onUploadProgress?: (fraction: number) => void;
  /** Per attempt, for a call that needs longer than the client's default (an upload). */
  timeoutMs?: number;
  accessToken?: string | null;
  idempotent: boolean;
  /** Sent as `Idempotency-Key`, the same on every retry. */
  idempotencyKey?: string;
  /** `bytes`: the answer is a stored file, read as bytes with its content type rather than as text. */
  answer?: 'text' | 'bytes';
}

/** A 2xx answer read as bytes (a request with `answer: 'bytes'`). */
export interface BytesAnswer {
  contentType: string;
  data: Uint8Array;
}

/** The raw outcome of one HTTP exchange: a 2xx answer's body text (or bytes, when asked for), or a failure to show. */
export type GatewayResponse = { ok: true; status: number; bodyText: string; bytes?: BytesAnswer } | { ok: false; error: CallFailure };

export interface GatewayClient {
  send(request: GatewayRequest): Promise<GatewayResponse>;
}

export interface GatewayClientOptions {
  gatewayUrls: GatewayUrls;
  product: ProductCode;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Told at once when an attempt gets no answer at all (the network failed or the gateway kept
   * silent), before any retry: whoever shows connectivity need not wait for the retries to end.
   */
  onUnanswered?(gateway: GatewayName): void;
}

const NO_RETRY: RetryOptions = { limit: 0 };

/** Network failures, 5xx, and 429 only when the gateway says when to come back. */
const IDEMPOTENT_RETRY: RetryOptions = {
  limit: 2,
  methods: ['get', 'put', 'head', 'delete', 'options', 'trace', 'post', 'patch'],
  statusCodes: [429, 500, 502, 503, 504],
  afterStatusCodes: [429, 503],
  maxRetryAfter: 10_000,
  shouldRetry: ({ error }) => {
    if (error instanceof HTTPError && error.response.status === 429) return error.response.headers.has('retry-after');
    return undefined;
  },
};

/** The idempotent retries, telling `onUnanswered` of an attempt that got no answer before it is tried again. */
function retryTellingUnanswered(gateway: GatewayName, onUnanswered: GatewayClientOptions['onUnanswered']): RetryOptions {
  if (!onUnanswered) return IDEMPOTENT_RETRY;
  return {
    ...IDEMPOTENT_RETRY,
    shouldRetry: (state) => {
      if (!(state.error instanceof HTTPError)) onUnanswered(gateway);
      return IDEMPOTENT_RETRY.shouldRetry?.(state);
    },
  };
}

/** One ky instance per gateway; retries only where repeating the call cannot change the outcome. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const instances = new Map<GatewayName, KyInstance>(
    GATEWAY_NAMES.map((name) => [
      name,
      ky.create({
        prefixUrl: options.gatewayUrls[name],
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        headers: { [PRODUCT_HEADER]: options.product, accept: 'application/json' },
        retry: NO_RETRY,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ]),
  );

  return {
    async send(request) {
      const instance = instances.get(request.gateway);
      if (!instance) return { ok: false, error: unreachable(request.gateway) };
      try {
        const response = await instance(request.path.replace(/^\/+/, ''), {
          method: request.method,
          retry: request.idempotent ? retryTellingUnanswered(request.gateway, options.onUnanswered) : NO_RETRY,
          ...(request.searchParams ? { searchParams: request.searchParams } : {}),
          ...(request.json === undefined ? {} : { json: request.json }),
          ...(request.formData === undefined ? {} : { body: request.formData }),
          ...(request.onUploadProgress === undefined ? {} : { onUploadProgress: ({ percent }) => request.onUploadProgress?.(percent) }),
          ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
          headers: {
            ...(request.answer === 'bytes' ? { accept: '*/*' } : {}),
            ...(request.accessToken ? { authorization: `Bearer ${request.accessToken}` } : {}),
            ...(request.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey }),
          },
        });
        if (request.answer === 'bytes') {
          const data = new Uint8Array(await response.arrayBuffer());
          return { ok: true, status: response.status, bodyText: '', bytes: { contentType: response.headers.get('content-type') ?? '', data } };
        }
        return { ok: true, status: response.status, bodyText: await response.text() };
      } catch (error) {
        if (error instanceof HTTPError) {
          const bodyText = await error.response.text().catch(() => '');
          return { ok: false, error: fromErrorAnswer(request.gateway, error.response.status, bodyText) };
        }
        if (isTimeoutError(error)) return { ok: false, error: timedOut(request.gateway) };
        return { ok: false, error: unreachable(request.gateway) };
      }
    },
  };
}
