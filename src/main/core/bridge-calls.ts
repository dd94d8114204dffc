import { BRIDGE_ENTRIES, type BridgeAnswer, type BridgeCallName, type BridgeEventName, type BridgePayload } from '@shared/bridge';
import { BRIDGE_INPUTS, type BridgeInput } from '@shared/bridge-inputs';
import type { CallResult } from '@shared/contract/errors';
import type { UploadProgress } from '@shared/files';
import { failure, refusedInput } from './call-failure';
import type { AppCore } from './types';

/** What the transport a call arrived on gives it beyond its input. */
export interface CallSinks {
  /** Where an upload's progress goes: the window or tab that asked, only. */
  onUploadProgress(progress: UploadProgress): void;
}

/** Opening a public page, a video or a window is the shell's (the system browser) or the browser's own: no core has it. */
type CoreCallName = Exclude<BridgeCallName, 'links.open' | 'links.openVideo' | 'windows.openPreviewExperience'>;

/** How each call of the bridge is run on a core, whichever transport carried it. */
export const CORE_BRIDGE_CALLS: {
  readonly [Name in CoreCallName]: (core: AppCore, input: BridgeInput<Name>, sinks: CallSinks) => Promise<BridgeAnswer<Name>>;
} = {
  'session.get': async (core) => core.session.get(),
  'session.signIn': (core, request) => core.session.signIn(request),
  'session.signOut': (core) => core.session.signOut(),
  'session.loginAs': (core, request) => core.session.loginAs(request),
  'session.endLoginAs': (core) => core.session.endLoginAs(),
  'api.call': (core, request) => core.api.call(request.name, request.input, request.options) as Promise<BridgeAnswer<'api.call'>>,
  'files.upload': (core, request, sinks) => core.files.upload(request, (progress) => sinks.onUploadProgress(progress)),
  'files.image': (core, request) => core.files.image(request),
  'offline.load': (core) => core.offline.load(),
  'offline.save': (core, data) => core.offline.save(data),
  'offline.clear': (core) => core.offline.clear(),
  'connectivity.get': async (core) => core.connectivity.get(),
  'connectivity.check': (core) => core.connectivity.check(),
  'notifications.get': async (core) => core.notifications.get(),
  'notifications.set': (core, preferences) => core.notifications.set(preferences),
};

/** What a core (or a tab's stand-in for one) tells: the events of the bridge that are the core's own. */
export interface CoreEventSource {
  readonly session: Pick<AppCore['session'], 'onChange'>;
  readonly notices: Pick<AppCore['notices'], 'onNotice'>;
  readonly connectivity: Pick<AppCore['connectivity'], 'onChange'>;
}

/** An upload's progress goes to whoever asked for it, and navigation comes from the shell: neither is the core's to tell all. */
type CoreEventName = Exclude<BridgeEventName, 'files.onProgress' | 'navigation.onNavigate'>;

/** How each event of the core is listened to, whichever transport relays it. */
export const CORE_BRIDGE_EVENTS: {
  readonly [Name in CoreEventName]: (source: CoreEventSource, listener: (payload: BridgePayload<Name>) => void) => () => void;
} = {
  'session.onChange': (source, listener) => source.session.onChange(listener),
  'notices.onNotice': (source, listener) => source.notices.onNotice(listener),
  'connectivity.onChange': (source, listener) => source.connectivity.onChange(listener),
};

/** Listens to every event of the core with one relay, told the event's name; returns what stops all. */
export function relayCoreEvents(source: CoreEventSource, relay: (name: CoreEventName, payload: unknown) => void): () => void {
  const stops = Object.entries(CORE_BRIDGE_EVENTS).map(([name, listen]) =>
    (listen as (source: CoreEventSource, listener: (payload: unknown) => void) => () => void)(source, (payload) => relay(name as CoreEventName, payload)),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

/** A transport's handler of every call, each given its checked input and the transport's own context. */
export type BridgeCallHandlers<Context> = { readonly [Name in BridgeCallName]: (input: BridgeInput<Name>, context: Context) => Promise<unknown> };

/**
 * The handlers of every call that runs on a core, for a transport that finds the core (and where
 * progress goes) from its own context: an IPC event, a web request.
 */
export function onCore<Context>(
  coreOf: (context: Context) => AppCore | Promise<AppCore>,
  sinksOf: (context: Context, core: AppCore) => CallSinks,
): { readonly [Name in CoreCallName]: BridgeCallHandlers<Context>[Name] } {
  const entries = Object.entries(CORE_BRIDGE_CALLS).map(([name, run]) => {
    const handler = async (input: unknown, context: Context) => {
      const core = await coreOf(context);
      return (run as (core: AppCore, input: unknown, sinks: CallSinks) => Promise<unknown>)(core, input, sinksOf(context, core));
    };
    return [name, handler] as const;
  });
  return Object.fromEntries(entries) as unknown as { readonly [Name in CoreCallName]: BridgeCallHandlers<Context>[Name] };
}

/**
 * Refuses handlers that do not match the table one to one: a call without a handler, or a handler
 * of a name the table does not have. The types catch both; this catches what a cast let through.
 */
export function checkCoversBridge(handledNames: readonly string[], callNames: readonly string[] = bridgeCallNames()): void {
  const handled = new Set(handledNames);
  const missing = callNames.filter((name) => !handled.has(name));
  const unknown = handledNames.filter((name) => !callNames.includes(name));
  if (missing.length > 0) throw new Error(`These bridge calls have no handler: ${missing.join(', ')}.`);
  if (unknown.length > 0) throw new Error(`These handlers answer no call of the bridge: ${unknown.join(', ')}.`);
}

export function bridgeCallNames(): BridgeCallName[] {
  return BRIDGE_ENTRIES.filter((entry) => entry.spec.kind === 'call').map((entry) => entry.name as BridgeCallName);
}

export type BridgeDispatch<Context> = (name: BridgeCallName, payload: unknown, context: Context) => Promise<unknown>;

/**
 * One entry for every call of a transport: the payload is checked against the call's schema
 * (BRIDGE_INPUTS), and only then handed to its handler. A refusal answers 400 with the first
 * problem's sentence, the same over IPC and the web host.
 */
export function bridgeDispatch<Context>(handlers: BridgeCallHandlers<Context>): BridgeDispatch<Context> {
  checkCoversBridge(Object.keys(handlers));
  return async (name, payload, context) => {
    const checked = BRIDGE_INPUTS[name].safeParse(payload);
    if (!checked.success) return failure(refusedInput(checked.error)) satisfies CallResult<never>;
    return (handlers[name] as (input: unknown, context: Context) => Promise<unknown>)(checked.data, context);
  };
}
