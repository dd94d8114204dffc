import { extname, resolve, sep } from 'node:path';
import { RENDERER_ORIGIN, originOf } from './renderer-origin';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export type RendererFile =
  { kind: 'file'; path: string; contentType: string } | { kind: 'refused'; reason: 'foreign-origin' | 'outside-renderer' | 'bad-path' };

/**
 * Maps an app://renderer/ request to a file of the built renderer. A path with a file extension is
 * an asset; any other path is a client-side route and gets index.html. Nothing outside
 * rendererDir is ever answered, however the path is encoded.
 */
export function resolveRendererFile(rendererDir: string, requestUrl: string): RendererFile {
  if (originOf(requestUrl) !== RENDERER_ORIGIN) return { kind: 'refused', reason: 'foreign-origin' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return { kind: 'refused', reason: 'bad-path' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'refused', reason: 'bad-path' };

  const root = resolve(rendererDir);
  const isAsset = extname(pathname) !== '';
  const target = resolve(root, `.${isAsset ? pathname : '/index.html'}`);
  if (!target.startsWith(root + sep)) return { kind: 'refused', reason: 'outside-renderer' };
  return { kind: 'file', path: target, contentType: contentTypeFor(target) };
}

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
