/** The renderer is served from `app://renderer/`, a privileged scheme of our own, never file://. */
export const RENDERER_SCHEME = 'app';
export const RENDERER_HOST = 'renderer';
export const RENDERER_ORIGIN = `${RENDERER_SCHEME}://${RENDERER_HOST}`;
export const RENDERER_ENTRY_URL = `${RENDERER_ORIGIN}/`;

/**
 * `scheme://host[:port]` of a URL, or null when it has none. WHATWG's `URL.origin` is "null" for
 * schemes it does not know (such as app:), so the origin is built from its parts.
 */
export function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

export interface RendererLocation {
  /** What the window loads first. */
  entryUrl: string;
  /** Origins the window may show and accept IPC from. */
  allowedOrigins: readonly string[];
}

/**
 * Where the renderer comes from: the app:// scheme, or, in development only, the electron-vite dev
 * server (ELECTRON_RENDERER_URL), which is then the one other trusted origin.
 */
export function rendererLocation(options: { isPackaged: boolean; devServerUrl: string | undefined }): RendererLocation {
  const devOrigin = !options.isPackaged && options.devServerUrl ? originOf(options.devServerUrl) : null;
  if (devOrigin === null || !/^https?:$/.test(new URL(devOrigin).protocol)) {
    return { entryUrl: RENDERER_ENTRY_URL, allowedOrigins: [RENDERER_ORIGIN] };
  }
  return { entryUrl: options.devServerUrl as string, allowedOrigins: [RENDERER_ORIGIN, devOrigin] };
}

export function isAllowedOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && allowedOrigins.includes(origin);
}
