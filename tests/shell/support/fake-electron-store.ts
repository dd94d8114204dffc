/** Stands in for electron-store, whose constructor needs a running Electron app. */
export const storeOptions: Array<Record<string, unknown>> = [];

export default class FakeElectronStore {
  private readonly data = new Map<string, unknown>();
  constructor(options: Record<string, unknown>) {
    storeOptions.push(options);
    for (const [key, value] of Object.entries((options.defaults as Record<string, unknown> | undefined) ?? {})) this.data.set(key, value);
  }
  get(key: string): unknown {
    return this.data.get(key);
  }
  set(key: string | Record<string, unknown>, value?: unknown): void {
    if (typeof key === 'string') this.data.set(key, value);
    else for (const [name, entry] of Object.entries(key)) this.data.set(name, entry);
  }
}
