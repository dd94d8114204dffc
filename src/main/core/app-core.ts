import { randomUUID } from 'node:crypto';
import { findOperation } from '@shared/contract/registry';
import { NOT_KEYED_MESSAGE, apiCallOptionsSchema } from './api-call-options';
import type { ProductCode } from '@shared/products';
import { failure, fieldErrorsOf, forbiddenOperation, invalidInput, refusedInput } from './call-failure';
import { createConnectivityMonitor, healthProbe, type ConnectivityMonitor } from './connectivity';
import { createFileImages } from './file-images';
import { createFileUploads } from './file-upload';
import { createGatewayClient, type GatewayClient } from './gateway-client';
import { loginAsRequestSchema } from '@shared/login-as-request';
import { createNoticeCenter, KEYCHAIN_UNAVAILABLE_NOTICE, OFFLINE_COPY_UNREADABLE_NOTICE } from './notices';
import { createNotificationSettings, createNotifiedTaskStore } from './notification-preferences';
import { createOfflineCopy } from './offline-copy';
import { createOfflineStore, type OfflineStore } from './offline-store';
import { createOperationExecutor } from './operation-executor';
import { createOverdueWatch, type OverdueNotifier } from './overdue-watch';
import { createSessionManager } from './session';
import { createMemoryVault } from './keychain-vault';
import type { AppCore, GatewayUrls, PreferencesStore, Vault } from './types';

export interface AppCoreOptions {
  gatewayUrls: GatewayUrls;
  product: ProductCode;
  preferences: PreferencesStore;
  vault: Vault;
  fetch?: typeof fetch;
  /** Per attempt; 15 s unless a caller needs otherwise. */
  timeoutMs?: number;
  /** Where the signed-in user's offline copy is kept; without one nothing is kept on disk. */
  offlineStore?: OfflineStore;
  /** Shared by the cores of one host; by default the core watches the onboarding gateway itself. */
  connectivity?: ConnectivityMonitor;
  /** Desktop notifications and the icon's badge for overdue tasks; without one, nothing is watched. */
  overdueNotifier?: OverdueNotifier;
}

/** Every answer from the onboarding gateway, or the lack of one, tells whether it can be reached. */
function reportingReachability(client: GatewayClient, connectivity: ConnectivityMonitor): GatewayClient {
  return {
    async send(request) {
      const response = await client.send(request);
      if (request.gateway === 'onboarding') connectivity.report(response.ok || response.error.status !== 0);
      return response;
    },
  };
}

/** The trusted core: holds the tokens, runs every gateway call, tells the renderer only what it may know. */
export function createAppCore(options: AppCoreOptions): AppCore {
  const ownsConnectivity = options.connectivity === undefined;
  const connectivity = options.connectivity ?? createConnectivityMonitor({ probe: healthProbe(options.gatewayUrls.onboarding, options.fetch ?? fetch) });
  const rawClient = createGatewayClient({
    gatewayUrls: options.gatewayUrls,
    product: options.product,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    // Offline from the first attempt that got no answer: a read's retries take a while.
    onUnanswered: (gateway) => {
      if (gateway === 'onboarding' && connectivity.get().status === 'online') connectivity.report(false);
    },
  });
  const client = reportingReachability(rawClient, connectivity);
  const executor = createOperationExecutor(client);
  const offlineStore = options.offlineStore ?? createOfflineStore({ file: '', keySlot: createMemoryVault() });
  const offline = createOfflineCopy(offlineStore);
  const notices = createNoticeCenter();
  if (options.vault.kind === 'memory') notices.raise(KEYCHAIN_UNAVAILABLE_NOTICE);
  const session = createSessionManager({
    executor,
    preferences: options.preferences,
    vault: options.vault,
    onKeychainFailure: () => notices.raise(KEYCHAIN_UNAVAILABLE_NOTICE),
    offlineSession: offline.sessionSource,
  });
  const stopFollowing = offline.follow(session.onChange, session.get);
  const stopUnreadable = offlineStore.onUnreadable(() => notices.raise(OFFLINE_COPY_UNREADABLE_NOTICE));
  const stopResuming = connectivity.onChange((state) => {
    if (state.status === 'online') void session.resume();
  });
  const files = createFileUploads(client, session);
  const images = createFileImages(client, session);
  const notificationSettings = createNotificationSettings(options.preferences);
  const overdueWatch = options.overdueNotifier
    ? createOverdueWatch({
        run: session.run,
        notifier: options.overdueNotifier,
        session,
        connectivity,
        preferences: notificationSettings,
        notified: createNotifiedTaskStore(options.preferences),
      })
    : null;
  overdueWatch?.start();

  return {
    session: {
      get: session.get,
      signIn: session.signIn,
      signOut: session.signOut,
      async loginAs(request) {
        const parsed = loginAsRequestSchema.safeParse(request);
        if (!parsed.success) return failure(refusedInput(parsed.error));
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
        // A change that takes a key always carries one, the same on every retry of this call: the
        // renderer's (an offline queue sends it again later), else one made here.
        const idempotencyKey = checked.data.idempotencyKey ?? (operation.idempotencyKey === true ? randomUUID() : undefined);
        return session.run(operation, input, idempotencyKey === undefined ? {} : { idempotencyKey });
      },
    },
    files: {
      upload: files.upload,
      image: images.image,
    },
    notices: {
      onNotice: notices.onNotice,
      pending: notices.pending,
    },
    offline: {
      load: offline.load,
      save: offline.save,
      clear: offline.clear,
    },
    connectivity: {
      get: connectivity.get,
      check: connectivity.check,
      onChange: connectivity.onChange,
    },
    notifications: {
      get: notificationSettings.get,
      set: async (preferences) => notificationSettings.set(preferences),
    },
    async shutdown() {
      overdueWatch?.stop();
      stopFollowing();
      stopResuming();
      stopUnreadable();
      if (ownsConnectivity) connectivity.stop();
      await session.shutdown();
    },
  };
}
