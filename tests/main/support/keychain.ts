import { randomUUID } from 'node:crypto';
import { createKeychainVault } from '@main/core/keychain-vault';
import type { Vault } from '@main/core/types';

/**
 * Whether a Secret Service answers here. The suites that need one run inside
 * `dbus-run-session` with gnome-keyring (see the test command); in CI its absence is a failure.
 */
export async function secretServiceAnswers(): Promise<boolean> {
  const vault = await createKeychainVault({ service: 'hcm-onboarding-test-probe', account: randomUUID() });
  if (vault.kind === 'keychain') return true;
  if (process.env.CI) {
    throw new Error('No Secret Service answers: run the tests inside dbus-run-session with gnome-keyring-daemon unlocked.');
  }
  return false;
}

export const NO_SECRET_SERVICE_REASON =
  'No Secret Service on this machine: run inside dbus-run-session with gnome-keyring-daemon to exercise the real keychain.';

/** A keychain entry held in memory: the core cannot tell it from the OS keychain, and a restart keeps it. */
export function memoryKeychainEntry(): Vault & { value(): string | null } {
  let value: string | null = null;
  return {
    kind: 'keychain',
    load: async () => value,
    save: async (next) => {
      value = next;
    },
    clear: async () => {
      value = null;
    },
    value: () => value,
  };
}
