import { IPC_CHANNELS, type HcmBridge } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import type { ExternalLink } from '@shared/external-links';
import type { StoredFile, UploadProgress, UploadRequest } from '@shared/files';
import type { ConnectivityState, NotificationPreferences } from '@shared/offline';
import type { CoreNotice, LoginAsRequest, LoginAsSuccess, SessionState, SignInRequest, SignInSuccess } from '@shared/session';
import { contextBridge, ipcRenderer } from 'electron';

type Listener<T> = (payload: T) => void;

/**
 * One IPC subscription per channel, fanned out to the page's listeners with the payload only:
 * the IpcRendererEvent (and its sender) never reaches page script.
 */
function channelFanOut<T>(channel: string, options: { replayUndelivered: boolean; key?: (payload: T) => string }) {
  const listeners = new Set<Listener<T>>();
  const undelivered: T[] = [];
  const seen = new Set<string>();
  ipcRenderer.on(channel, (_event, payload: T) => {
    const key = options.key?.(payload);
    if (key !== undefined) {
      if (seen.has(key)) return;
      seen.add(key);
    }
    if (listeners.size === 0) {
      if (options.replayUndelivered) undelivered.push(payload);
      return;
    }
    for (const listener of listeners) listener(payload);
  });
  return function subscribe(listener: Listener<T>): () => void {
    const own: Listener<T> = (payload) => listener(payload);
    listeners.add(own);
    for (const payload of undelivered.splice(0)) own(payload);
    return () => {
      listeners.delete(own);
    };
  };
}

const onSessionChange = channelFanOut<SessionState>(IPC_CHANNELS.sessionChanged, { replayUndelivered: false });
// A notice is shown once per page, even when it is pushed and then sent again as pending.
const onNotice = channelFanOut<CoreNotice>(IPC_CHANNELS.notice, { replayUndelivered: true, key: (notice) => notice.id });
// The link the app was started with arrives as soon as the page loads, before the app listens.
const onNavigate = channelFanOut<string>(IPC_CHANNELS.navigate, { replayUndelivered: true });
// Progress matters only while someone watches it; the final answer comes with the upload's result.
const onUploadProgress = channelFanOut<UploadProgress>(IPC_CHANNELS.filesProgress, { replayUndelivered: false });
// A page asks for the state when it starts; only the changes after that matter.
const onConnectivity = channelFanOut<ConnectivityState>(IPC_CHANNELS.connectivityChanged, { replayUndelivered: false });

const bridge: HcmBridge = {
  session: {
    get: () => ipcRenderer.invoke(IPC_CHANNELS.sessionGet) as Promise<SessionState>,
    signIn: (request: SignInRequest) =>
      ipcRenderer.invoke(IPC_CHANNELS.sessionSignIn, {
        email: request.email,
        password: request.password,
        loggedIn: request.loggedIn,
      }) as Promise<CallResult<SignInSuccess>>,
    signOut: () => ipcRenderer.invoke(IPC_CHANNELS.sessionSignOut) as Promise<CallResult<{ message: string }>>,
    loginAs: (request: LoginAsRequest) => ipcRenderer.invoke(IPC_CHANNELS.sessionLoginAs, { userId: request.userId }) as Promise<CallResult<LoginAsSuccess>>,
    endLoginAs: () => ipcRenderer.invoke(IPC_CHANNELS.sessionEndLoginAs) as Promise<CallResult<LoginAsSuccess>>,
    onChange: (listener) => onSessionChange(listener),
  },
  api: {
    call: (name, input, options) => ipcRenderer.invoke(IPC_CHANNELS.apiCall, { name, input, ...(options === undefined ? {} : { options }) }),
  },
  notices: {
    onNotice: (listener) => onNotice(listener),
  },
  links: {
    open: (link: ExternalLink) => ipcRenderer.invoke(IPC_CHANNELS.linksOpen, { link }) as Promise<CallResult<{ opened: true }>>,
  },
  files: {
    upload: (request: UploadRequest) =>
      ipcRenderer.invoke(IPC_CHANNELS.filesUpload, {
        uploadId: request.uploadId,
        name: request.name,
        bytes: request.bytes,
      }) as Promise<CallResult<StoredFile>>,
    onProgress: (listener) => onUploadProgress(listener),
  },
  navigation: {
    onNavigate: (listener) => onNavigate(listener),
  },
  offline: {
    load: () => ipcRenderer.invoke(IPC_CHANNELS.offlineLoad) as Promise<CallResult<string | null>>,
    save: (data: string) => ipcRenderer.invoke(IPC_CHANNELS.offlineSave, { data }) as Promise<CallResult<{ saved: true }>>,
    clear: () => ipcRenderer.invoke(IPC_CHANNELS.offlineClear) as Promise<CallResult<{ cleared: true }>>,
  },
  connectivity: {
    get: () => ipcRenderer.invoke(IPC_CHANNELS.connectivityGet) as Promise<ConnectivityState>,
    check: () => ipcRenderer.invoke(IPC_CHANNELS.connectivityCheck) as Promise<ConnectivityState>,
    onChange: (listener) => onConnectivity(listener),
  },
  notifications: {
    get: () => ipcRenderer.invoke(IPC_CHANNELS.notificationsGet) as Promise<NotificationPreferences>,
    set: (preferences: NotificationPreferences) =>
      ipcRenderer.invoke(IPC_CHANNELS.notificationsSet, {
        overdueNotifications: preferences.overdueNotifications,
        overdueBadge: preferences.overdueBadge,
      }) as Promise<CallResult<NotificationPreferences>>,
  },
  transport: 'electron',
};

contextBridge.exposeInMainWorld('hcm', bridge);
