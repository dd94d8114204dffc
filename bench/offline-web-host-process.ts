/**
 * The local web host as the offline bench runs it: its own process, a given data folder, port and
 * keychain service, so it can be stopped and started again as the same host (same copy, same key).
 * Prints its URL once it listens; SIGTERM closes it.
 */
import { gatewayUrlsFromEnv } from '../src/main/core/gateway-urls';
import { startWebHost } from '../src/main/web-host/server';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} must be set.`);
  return value;
}

const host = await startWebHost({
  gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: required('BENCH_GATEWAY_URL') }),
  rendererDir: required('BENCH_RENDERER_DIR'),
  dataDir: required('BENCH_WEB_DATA_DIR'),
  port: Number(required('BENCH_WEB_PORT')),
  keychainService: required('BENCH_KEYCHAIN_SERVICE'),
});
process.stdout.write(`${host.url}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
