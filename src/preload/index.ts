import { BRIDGE_ENTRIES, type BridgeCallSpec, type BridgeEventSpec, type HcmBridge } from '@shared/bridge';
import { contextBridge, ipcRenderer } from 'electron';

type Listener = (payload: unknown) => void;

/**
 * One IPC subscription per event, fanned out to the page's listeners with the payload only: the
 * IpcRendererEvent (and its sender) never reaches page script.
 */
function subscriber(spec: BridgeEventSpec) {
  const listeners = new Set<Listener>();
  const undelivered: unknown[] = [];
  const seen = new Set<string>();
  ipcRenderer.on(spec.channel, (_event, payload: unknown) => {
    const key = spec.dedupeKey?.(payload);
    if (key !== undefined) {
      if (seen.has(key)) return;
      seen.add(key);
    }
    if (listeners.size === 0) {
      if (spec.replayUndelivered) undelivered.push(payload);
      return;
    }
    for (const listener of listeners) listener(payload);
  });
  return function subscribe(listener: Listener): () => void {
    const own: Listener = (payload) => listener(payload);
    listeners.add(own);
    for (const payload of undelivered.splice(0)) own(payload);
    return () => {
      listeners.delete(own);
    };
  };
}

/** One `invoke` on the call's channel, with its arguments packed as the table says: the named fields only. */
function invoker(spec: BridgeCallSpec) {
  return (...args: never[]): Promise<unknown> => {
    const payload = spec.pack ? spec.pack(...args) : args[0];
    return payload === undefined ? ipcRenderer.invoke(spec.channel) : ipcRenderer.invoke(spec.channel, payload);
  };
}

const namespaces: Record<string, Record<string, unknown>> = {};
for (const { namespace, member, spec } of BRIDGE_ENTRIES) {
  (namespaces[namespace] ??= {})[member] = spec.kind === 'call' ? invoker(spec) : subscriber(spec);
}
const bridge = { ...namespaces, transport: 'electron' } as unknown as HcmBridge;

contextBridge.exposeInMainWorld('hcm', bridge);
