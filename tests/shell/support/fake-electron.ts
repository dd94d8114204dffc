import { vi } from 'vitest';

/** Stands in for the `electron` module, which cannot run here, and records what the shell asks of it. */
type Listener = (...args: unknown[]) => unknown;

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(event) ?? []).map((listener) => listener(...args));
  }
}

export class FakeFrame {
  constructor(
    public url: string,
    public parent: FakeFrame | null = null,
  ) {}
}

export class FakeWebContents extends FakeEmitter {
  mainFrame = new FakeFrame('app://renderer/');
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  setWindowOpenHandler(handler: (details: { url: string }) => unknown): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  isDestroyed(): boolean {
    return false;
  }
}

export interface NavigationEvent {
  url: string;
  prevented: boolean;
  preventDefault(): void;
}

export function navigationEvent(url: string): NavigationEvent {
  return {
    url,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

export const recorded = {
  windows: [] as FakeBrowserWindow[],
  privilegedSchemes: [] as unknown[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  ipcHandlers: new Map<string, (event: unknown, payload?: unknown) => Promise<unknown>>(),
  exposed: new Map<string, unknown>(),
  ipcRendererListeners: new Map<string, Listener[]>(),
  permissionRequestHandler: null as Listener | null,
  permissionCheckHandler: null as Listener | null,
  devicePermissionHandler: null as Listener | null,
};

export class FakeBrowserWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  shown = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    recorded.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  show(): void {
    this.shown = true;
  }
  focus(): void {}
  restore(): void {}
  isMinimized(): boolean {
    return false;
  }
  isDestroyed(): boolean {
    return false;
  }
}

class FakeApp extends FakeEmitter {
  isPackaged = true;
  readonly requestSingleInstanceLock = vi.fn(() => true);
  readonly setAsDefaultProtocolClient = vi.fn(() => true);
  readonly setAppUserModelId = vi.fn();
  readonly quit = vi.fn();
  readonly exit = vi.fn();
  /** Nothing is written there: the shell tests' keychain is a memory one, so no offline copy is kept. */
  readonly getPath = vi.fn((name: string) => `/nonexistent/hcm-onboarding/${name}`);
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
}

export const app = new FakeApp();

export const shell = { openExternal: vi.fn(), openPath: vi.fn() };

/** The native message box: answers the index of the button a test says the user pressed. */
export const dialog = { showMessageBoxSync: vi.fn((_window: unknown, _options: unknown): number => 0) };

/** Desktop notifications are tested with their own fakes (tests/shell/desktop-notifications.test.ts); here none is shown. */
class FakeNotification {
  static isSupported(): boolean {
    return false;
  }
  show(): void {}
  on(): this {
    return this;
  }
}

export const electronModule = {
  app,
  shell,
  dialog,
  Notification: FakeNotification,
  BrowserWindow: FakeBrowserWindow,
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => recorded.privilegedSchemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) => recorded.protocolHandlers.set(scheme, handler),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: Listener) => (recorded.permissionRequestHandler = handler),
      setPermissionCheckHandler: (handler: Listener) => (recorded.permissionCheckHandler = handler),
      setDevicePermissionHandler: (handler: Listener) => (recorded.devicePermissionHandler = handler),
    },
  },
  ipcMain: {
    handle: (channel: string, handler: (event: unknown, payload?: unknown) => Promise<unknown>) => recorded.ipcHandlers.set(channel, handler),
    on: vi.fn(),
  },
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => recorded.exposed.set(key, api),
  },
  ipcRenderer: {
    invoke: vi.fn(async () => undefined),
    on: (channel: string, listener: Listener) => {
      recorded.ipcRendererListeners.set(channel, [...(recorded.ipcRendererListeners.get(channel) ?? []), listener]);
    },
  },
};

/** Delivers a message to the preload as the main process would, with an event carrying a sender. */
export function pushToPreload(channel: string, payload: unknown): void {
  const event = { sender: { send: () => undefined }, senderId: 0 };
  for (const listener of recorded.ipcRendererListeners.get(channel) ?? []) listener(event, payload);
}
