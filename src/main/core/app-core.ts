import { findOperation } from '@shared/contract/registry';
import { NOT_KEYED_MESSAGE, apiCallOptionsSchema } from './api-call-options';
import type { ProductCode } from '@shared/products';
import { failure, fieldErrorsOf, forbiddenOperation, invalidInput } from './call-failure';
import { createFileUploads } from './file-upload';
import { createGatewayClient } from './gateway-client';
import { loginAsRequestSchema } from './login-as-request';
import { createNoticeCenter, KEYCHAIN_UNAVAILABLE_NOTICE } from './notices';
import { createOperationExecutor } from './operation-executor';
import { createSessionManager } from './session';
import type { AppCore, GatewayUrls, PreferencesStore, Vault } from './types';

export interface AppCoreOptions {
  gatewayUrls: GatewayUrls;
  product: ProductCode;
  preferences: PreferencesStore;
  vault: Vault;
  fetch?: typeof fetch;
  /** Per attempt; 15 s unless a caller needs otherwise. */
  timeoutMs?: number;
}

/** The trusted core: holds the tokens, runs every gateway call, tells the renderer only what it may know. */
export function createAppCore(options: AppCoreOptions): AppCore {
  const client = createGatewayClient({
    gatewayUrls: options.gatewayUrls,
    product: options.product,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const executor = createOperationExecutor(client);
  const notices = createNoticeCenter();
  if (options.vault.kind === 'memory') notices.raise(KEYCHAIN_UNAVAILABLE_NOTICE);
  const session = createSessionManager({
    executor,
    preferences: options.preferences,
    vault: options.vault,
    onKeychainFailure: () => notices.raise(KEYCHAIN_UNAVAILABLE_NOTICE),
  });
  const files = createFileUploads(client, session);

  return {
    session: {
      get: session.get,
      signIn: session.signIn,
      signOut: session.signOut,
      async loginAs(request) {
        const parsed = loginAsRequestSchema.safeParse(request);
        if (!parsed.success) return failure(invalidInput(fieldErrorsOf(parsed.error)));
        return session.loginAs(parsed.data);
      },
      endLoginAs: session.endLoginAs,
      restore: session.restore,
      onChange: session.onChange,
    },
    api: {
      async call(name, input, options) {
        const operation = typeof name === 'string' ? findOperation(name) : undefined;
        // Calls that carry or create tokens are reachable only through session.*.
        if (!operation || !operation.renderer) return failure(forbiddenOperation(String(name).slice(0, 80)));
        const checked = apiCallOptionsSchema.safeParse(options ?? {});
        if (!checked.success) return failure(invalidInput(fieldErrorsOf(checked.error)));
        if (checked.data.idempotencyKey !== undefined && operation.idempotencyKey !== true) {
          return failure(invalidInput({ idempotencyKey: [NOT_KEYED_MESSAGE] }));
        }
        return session.run(operation, input, checked.data);
      },
    },
    files: {
      upload: files.upload,
    },
    notices: {
      onNotice: notices.onNotice,
      pending: notices.pending,
    },
    shutdown: session.shutdown,
  };
}
