import { IPC_CHANNELS } from '@shared/bridge';
import { ERROR_CODES, type CallFailure, type CallResult } from '@shared/contract/errors';
import { SIGN_IN_TEXT } from '@shared/messages';
import { openLinkRequestSchema, type ExternalLinkUrls } from '@main/core/external-links';
import { loginAsRequestSchema } from '@main/core/login-as-request';
import type { AppCore } from '@main/core/types';
import { uploadRequestSchema } from '@main/core/upload-request';
import type { IpcMain } from 'electron';
import { z } from 'zod';
import type { PushTarget } from './core-events';
import { apiCallSchema, offlineSaveSchema, signInRequestSchema } from './ipc-input';
import type { SenderFrame } from './trusted-sender';

/** What a handler reads of Electron's IpcMainInvokeEvent. */
export interface InvokeEvent {
  readonly senderFrame: SenderFrame | null;
  /** The webContents that sent the message: the progress of its upload goes back there only. */
  readonly sender?: PushTarget;
}

export type IpcHandler = (event: InvokeEvent, payload?: unknown) => Promise<unknown>;

export type InvokeChannel =
  | typeof IPC_CHANNELS.sessionGet
  | typeof IPC_CHANNELS.sessionSignIn
  | typeof IPC_CHANNELS.sessionSignOut
  | typeof IPC_CHANNELS.sessionLoginAs
  | typeof IPC_CHANNELS.sessionEndLoginAs
  | typeof IPC_CHANNELS.apiCall
  | typeof IPC_CHANNELS.linksOpen
  | typeof IPC_CHANNELS.filesUpload
  | typeof IPC_CHANNELS.offlineLoad
  | typeof IPC_CHANNELS.offlineSave
  | typeof IPC_CHANNELS.offlineClear
  | typeof IPC_CHANNELS.connectivityGet
  | typeof IPC_CHANNELS.connectivityCheck
  | typeof IPC_CHANNELS.notificationsGet
  | typeof IPC_CHANNELS.notificationsSet;

/** The configured public pages, and what opens a URL in the system browser. */
export interface ExternalLinkOpener {
  urls: ExternalLinkUrls;
  openExternal(url: string): Promise<void>;
}

export const UNTRUSTED_SENDER_MESSAGE = 'This window may not call the desktop core.';
export const INVALID_REQUEST_MESSAGE = 'The request from the window is not valid.';

export function browserFailureMessage(url: string): string {
  return `The system browser could not be opened. Open ${url} in your browser instead.`;
}

function failure(error: CallFailure): CallResult<never> {
  return { ok: false, error };
}

function invalidInput(error: z.ZodError): CallResult<never> {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const details = [...formErrors, ...Object.values(fieldErrors).flat()].filter((text): text is string => typeof text === 'string');
  return failure({
    status: 400,
    code: ERROR_CODES.invalidInput,
    message: details.length > 0 ? `${INVALID_REQUEST_MESSAGE} ${details.join(' ')}` : INVALID_REQUEST_MESSAGE,
    fieldErrors: fieldErrors as Record<string, string[]>,
  });
}

/**
 * The IPC surface of the core: every message is checked for its sender, then its input, and only
 * then reaches the core. A refusal or a failure is answered as a CallResult; nothing is thrown
 * back into the renderer. Links open only the configured URL of a named page, never one the window sends.
 * An upload's progress goes to the webContents that asked for it, never to another window.
 */
export function createIpcHandlers(
  core: AppCore,
  isTrusted: (frame: SenderFrame | null) => boolean,
  links: ExternalLinkOpener,
): Record<InvokeChannel, IpcHandler> {
  const guarded =
    (run: (payload: unknown, event: InvokeEvent) => Promise<unknown>): IpcHandler =>
    async (event, payload) => {
      if (!isTrusted(event.senderFrame)) {
        return failure({ status: 403, code: ERROR_CODES.forbidden, message: UNTRUSTED_SENDER_MESSAGE });
      }
      try {
        return await run(payload, event);
      } catch (error) {
        console.error('A window request failed in the core:', error instanceof Error ? error.name : typeof error);
        return failure({ status: 500, message: SIGN_IN_TEXT.failure });
      }
    };

  return {
    [IPC_CHANNELS.sessionGet]: guarded(async () => core.session.get()),
    [IPC_CHANNELS.sessionSignIn]: guarded(async (payload) => {
      const request = signInRequestSchema.safeParse(payload);
      return request.success ? core.session.signIn(request.data) : invalidInput(request.error);
    }),
    [IPC_CHANNELS.sessionSignOut]: guarded(async () => core.session.signOut()),
    [IPC_CHANNELS.sessionLoginAs]: guarded(async (payload) => {
      const request = loginAsRequestSchema.safeParse(payload);
      return request.success ? core.session.loginAs(request.data) : invalidInput(request.error);
    }),
    [IPC_CHANNELS.sessionEndLoginAs]: guarded(async () => core.session.endLoginAs()),
    [IPC_CHANNELS.apiCall]: guarded(async (payload) => {
      const request = apiCallSchema.safeParse(payload);
      return request.success ? core.api.call(request.data.name, request.data.input, request.data.options) : invalidInput(request.error);
    }),
    [IPC_CHANNELS.linksOpen]: guarded(async (payload) => {
      const request = openLinkRequestSchema.safeParse(payload);
      if (!request.success) return invalidInput(request.error);
      const url = links.urls[request.data.link];
      try {
        await links.openExternal(url);
      } catch {
        return failure({ status: 500, message: browserFailureMessage(url) });
      }
      return { ok: true, data: { opened: true } } satisfies CallResult<{ opened: true }>;
    }),
    [IPC_CHANNELS.filesUpload]: guarded(async (payload, event) => {
      const request = uploadRequestSchema.safeParse(payload);
      if (!request.success) return invalidInput(request.error);
      const { sender } = event;
      return core.files.upload(request.data, (progress) => {
        if (sender !== undefined && !sender.isDestroyed()) sender.send(IPC_CHANNELS.filesProgress, progress);
      });
    }),
    [IPC_CHANNELS.offlineLoad]: guarded(async () => core.offline.load()),
    [IPC_CHANNELS.offlineSave]: guarded(async (payload) => {
      const request = offlineSaveSchema.safeParse(payload);
      return request.success ? core.offline.save(request.data.data) : invalidInput(request.error);
    }),
    [IPC_CHANNELS.offlineClear]: guarded(async () => core.offline.clear()),
    [IPC_CHANNELS.connectivityGet]: guarded(async () => core.connectivity.get()),
    [IPC_CHANNELS.connectivityCheck]: guarded(async () => core.connectivity.check()),
    [IPC_CHANNELS.notificationsGet]: guarded(async () => core.notifications.get()),
    // The choices are validated by the core, whichever transport carried them.
    [IPC_CHANNELS.notificationsSet]: guarded(async (payload) => core.notifications.set(payload)),
  };
}

export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, handlers: Record<InvokeChannel, IpcHandler>): void {
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, payload: unknown) => handler(event, payload));
  }
}
