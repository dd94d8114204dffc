import { readFile } from 'node:fs/promises';
import type { CustomScheme, Protocol } from 'electron';
import { contentSecurityPolicy } from './content-security-policy';
import { resolveRendererFile } from './renderer-files';
import { RENDERER_SCHEME } from './renderer-origin';

/**
 * app:// behaves like https: a standard, secure origin that may use fetch, and whose scripts V8
 * keeps compiled between launches, as it does for https pages (custom schemes get no code cache
 * unless asked). Without it every start compiles the renderer's scripts afresh, which more than
 * doubles the time to the first screen. Nothing more.
 */
export const RENDERER_SCHEME_PRIVILEGES: CustomScheme[] = [
  { scheme: RENDERER_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
];

/** Must run before the app is ready. */
export function registerRendererScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged(RENDERER_SCHEME_PRIVILEGES);
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
} as const;

export type ReadRendererFile = (path: string) => Promise<Uint8Array>;

/** Answers app://renderer/ requests from the built renderer, each with the CSP header. */
export function createRendererHandler(rendererDir: string, read: ReadRendererFile = readFile): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return textResponse(405, 'Only GET and HEAD are served here.');
    }
    const file = resolveRendererFile(rendererDir, request.url);
    if (file.kind === 'refused') return textResponse(404, 'Not found.');
    let body: Uint8Array;
    try {
      body = await read(file.path);
    } catch {
      return textResponse(404, 'Not found.');
    }
    const headers = { ...SECURITY_HEADERS, 'Content-Type': file.contentType, 'Cache-Control': 'no-cache' };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function serveRenderer(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(RENDERER_SCHEME, createRendererHandler(rendererDir));
}
