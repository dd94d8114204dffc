import { isIP } from 'node:net';

/** Which senders' X-Forwarded-For the gateway believes: Fastify's `trustProxy`. */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for the loopback, link-local and unique-local ranges, which Fastify passes on. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * GATEWAY_TRUST_PROXY: unset or `false` trusts no one; `true` trusts every sender; otherwise
 * addresses, CIDR ranges and proxy-addr's named ranges, separated by commas. Throws a one-line
 * reason for anything else.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    // Fastify 5 turned hop counts off: a count cannot tell the proxy from a client that sends the header itself.
    throw new Error(`GATEWAY_TRUST_PROXY cannot be a hop count ("${value}"): name the balancer's addresses or CIDR ranges, separated by commas.`);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (!entries.every(isAddressOrRange)) {
    throw new Error(`GATEWAY_TRUST_PROXY must be true, or addresses and CIDR ranges separated by commas (such as 10.0.0.0/8,127.0.0.1), not "${value}".`);
  }
  return entries;
}
