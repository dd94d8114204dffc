import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';

const GALLERY_DIR = join(process.cwd(), 'out/widget-gallery');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Builds the widget gallery and serves it on a loopback port; resolves with its URL and a stop. */
export async function serveWidgetGallery(): Promise<{ url: string; close(): Promise<void> }> {
  await build({ configFile: join(process.cwd(), 'tests/widgets/vite.config.ts') });
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://gallery').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(GALLERY_DIR, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(GALLERY_DIR, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
