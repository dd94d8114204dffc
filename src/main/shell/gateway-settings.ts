import type { GatewayUrls } from '@main/core/types';
import { GATEWAY_NAMES, type GatewayName } from '@shared/contract/operation';
import ElectronStore from 'electron-store';
import { z } from 'zod';

export const GATEWAY_SETTINGS_FILE_NAME = 'settings';

const gatewayUrlSchema = z.url({ protocol: /^https?$/, error: 'A gateway URL must be an http or https address.' });

/** Stored overrides: any of the gateways, each an http(s) URL; nothing else. */
export const gatewayOverridesSchema = z.strictObject(
  Object.fromEntries(GATEWAY_NAMES.map((name) => [name, gatewayUrlSchema.optional()])) as Record<GatewayName, z.ZodOptional<typeof gatewayUrlSchema>>,
);

export interface GatewaySettings {
  gatewayUrls?: Partial<Record<GatewayName, string>>;
}

/**
 * The gateway URLs the core uses: those from the environment, overridden by the stored settings
 * when those are valid. Invalid stored settings are reported and ignored as a whole.
 */
export function resolveGatewayUrls(fromEnv: GatewayUrls, stored: unknown): GatewayUrls {
  if (stored === undefined || stored === null) return fromEnv;
  const overrides = gatewayOverridesSchema.safeParse(stored);
  if (!overrides.success) {
    console.warn('Ignoring the stored gateway URLs:', z.prettifyError(overrides.error));
    return fromEnv;
  }
  const defined = Object.entries(overrides.data).filter((entry): entry is [GatewayName, string] => typeof entry[1] === 'string');
  return { ...fromEnv, ...Object.fromEntries(defined) };
}

/** The gatewayUrls entry of settings.json in the user-data folder, unvalidated. */
export function readStoredGatewayUrls(): unknown {
  const store = new ElectronStore<GatewaySettings>({ name: GATEWAY_SETTINGS_FILE_NAME, clearInvalidConfig: true });
  return store.get('gatewayUrls');
}
