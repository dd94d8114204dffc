import { resolve } from 'node:path';
import { externalLinksFromEnv } from '../core/external-links';
import { gatewayUrlsFromEnv } from '../core/gateway-urls';
import { ensureRendererBuilt } from './renderer-build';
import { DEFAULT_WEB_PORT, startWebHost } from './server';

function webPortFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_WEB_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`WEB_PORT must be a port number between 0 and 65535; got "${value}".`);
  }
  return port;
}

async function main(): Promise<void> {
  const projectRoot = process.cwd();
  const gatewayUrls = gatewayUrlsFromEnv(process.env);
  const externalLinks = externalLinksFromEnv(process.env, gatewayUrls.onboarding);
  const port = webPortFromEnv(process.env.WEB_PORT);
  const dataDir = resolve(projectRoot, process.env.WEB_DATA_DIR?.trim() || '.data/web-host');
  const rendererDir = await ensureRendererBuilt(projectRoot);
  const host = await startWebHost({ gatewayUrls, rendererDir, dataDir, port, externalLinks });
  console.info(`Local web host: ${host.url}`);

  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The local web host did not close cleanly:', error instanceof Error ? error.message : String(error));
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
