import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const WEB_BRIDGE_SCRIPT = '<script type="module" src="/web-bridge.js"></script>';

/**
 * The build links its files relative to index.html (`./assets/...`), which the desktop's app://
 * needs; served for a client route such as /new-hires/42 they must resolve from the root.
 */
function rootRelative(html: string): string {
  return html.replace(/\b(src|href)="\.\//g, '$1="/');
}

/** Puts the web bridge before the app's first script, so window.hcm exists when the app starts. */
export function injectWebBridge(source: string): string {
  const html = rootRelative(source);
  const firstScript = html.search(/<script\b/i);
  if (firstScript >= 0) return `${html.slice(0, firstScript)}${WEB_BRIDGE_SCRIPT}\n    ${html.slice(firstScript)}`;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}    ${WEB_BRIDGE_SCRIPT}\n  ${html.slice(headEnd)}`;
  return `${WEB_BRIDGE_SCRIPT}\n${html}`;
}

export async function loadIndexHtml(rendererDir: string): Promise<string> {
  const file = join(rendererDir, 'index.html');
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch {
    throw new Error(`The renderer is not built: ${file} is missing. Run "npx electron-vite build" first.`);
  }
  return injectWebBridge(html);
}
