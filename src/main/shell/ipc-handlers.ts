import { BRIDGE, bridgeSpec, type BridgeCallName } from '@shared/bridge';
import { ERROR_CODES, type CallResult } from '@shared/contract/errors';
import { SIGN_IN_TEXT } from '@shared/messages';
import { bridgeCallNames, bridgeDispatch, onCore, type BridgeCallHandlers } from '@main/core/bridge-calls';
import { failure } from '@main/core/call-failure';
import type { ExternalLinkUrls } from '@main/core/external-links';
import type { AppCore } from '@main/core/types';
import type { IpcMain } from 'electron';
import type { PushTarget } from './core-events';
import type { SenderFrame } from './trusted-sender';

/** What a handler reads of Electron's IpcMainInvokeEvent. */
export interface InvokeEvent {
  readonly senderFrame: SenderFrame | null;
  /** The webContents that sent the message: the progress of its upload goes back there only. */
  readonly sender?: PushTarget;
}

export type IpcHandler = (event: InvokeEvent, payload?: unknown) => Promise<unknown>;

/** The configured public pages, and what opens a URL in the system browser. */
export interface ExternalLinkOpener {
  urls: ExternalLinkUrls;
  openExternal(url: string): Promise<void>;
}

/** What opens the window of a hire's welcome experience preview. */
export interface PreviewWindowOpener {
  openPreviewExperience(hireId: string): void;
}

export const PREVIEW_WINDOW_FAILURE_MESSAGE = 'The preview window could not be opened. Open the preview in this window instead.';

export const UNTRUSTED_SENDER_MESSAGE = 'This window may not call the desktop core.';

export function browserFailureMessage(url: string): string {
  return `The system browser could not be opened. Open ${url} in your browser instead.`;
}

/** A handler for each call of the bridge, by its name; registered on the call's IPC channel. */
export type IpcHandlers = Readonly<Record<BridgeCallName, IpcHandler>>;

/** Opens a URL in the system browser, answering why not when the browser cannot be started. */
async function openInBrowser(links: ExternalLinkOpener, url: string): Promise<CallResult<{ opened: true }>> {
  try {
    await links.openExternal(url);
  } catch {
    return failure({ status: 500, message: browserFailureMessage(url) });
  }
  return { ok: true, data: { opened: true } };
}

/** Electron's handlers of the bridge's calls, run on the desktop's core. */
export function createIpcHandlers(
  core: AppCore,
  isTrusted: (frame: SenderFrame | null) => boolean,
  links: ExternalLinkOpener,
  windows?: PreviewWindowOpener,
): IpcHandlers {
  return ipcHandlersOf(
    {
      ...onCore<InvokeEvent>(
        () => core,
        ({ sender }) => ({
          onUploadProgress: (progress) => {
            if (sender !== undefined && !sender.isDestroyed()) sender.send(BRIDGE.files.onProgress.channel, progress);
          },
        }),
      ),
      // Only the configured URL of a named page is opened, never one the window sends.
      'links.open': ({ link }) => openInBrowser(links, links.urls[link]),
      // The input was checked as an https link to a known video host (BRIDGE_INPUTS) before it gets here.
      'links.openVideo': ({ url }) => openInBrowser(links, url),
      'windows.openPreviewExperience': async ({ hireId }) => {
        try {
          if (!windows) throw new Error('No preview windows here.');
          windows.openPreviewExperience(hireId);
        } catch {
          return failure({ status: 500, message: PREVIEW_WINDOW_FAILURE_MESSAGE });
        }
        return { ok: true, data: { opened: true } } satisfies CallResult<{ opened: true }>;
      },
    },
    isTrusted,
  );
}

/**
 * The IPC surface of a set of call handlers: every message is checked for its sender, then its
 * input (BRIDGE_INPUTS), and only then reaches its handler. A refusal or a failure is answered as
 * a CallResult; nothing is thrown back into the renderer.
 */
function ipcHandlersOf(handlers: BridgeCallHandlers<InvokeEvent>, isTrusted: (frame: SenderFrame | null) => boolean): IpcHandlers {
  const dispatch = bridgeDispatch(handlers);
  const guarded =
    (name: BridgeCallName): IpcHandler =>
    async (event, payload) => {
      if (!isTrusted(event.senderFrame)) {
        return failure({ status: 403, code: ERROR_CODES.forbidden, message: UNTRUSTED_SENDER_MESSAGE });
      }
      try {
        return await dispatch(name, payload, event);
      } catch (error) {
        console.error('A window request failed in the core:', error instanceof Error ? error.name : typeof error);
        return failure({ status: 500, message: SIGN_IN_TEXT.failure });
      }
    };
  return Object.fromEntries(bridgeCallNames().map((name) => [name, guarded(name)])) as Record<BridgeCallName, IpcHandler>;
}

/** Each handler on its call's IPC channel (BRIDGE). */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, handlers: IpcHandlers): void {
  for (const name of bridgeCallNames()) {
    const handler = handlers[name];
    ipcMain.handle(bridgeSpec(name).channel, (event, payload: unknown) => handler(event, payload));
  }
}
