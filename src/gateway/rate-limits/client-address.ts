import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** The bits of an IPv6 address that one subscriber is given, and so the part an address limit counts by. */
const IPV6_SUBSCRIBER_PREFIX = 64;

function limitKey(text: string): string | undefined {
  if (!ipaddr.isValid(text)) return undefined;
  const address = ipaddr.process(text);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_SUBSCRIBER_PREFIX}`);
  return `${network.toNormalizedString()}/${IPV6_SUBSCRIBER_PREFIX}`;
}

/**
 * Whom the per-address limits count a request against. One client has one key: an IPv4 address
 * however it is written (`::ffff:203.0.113.7` is `203.0.113.7`), and for IPv6 the /64 network,
 * since a single subscriber is handed the whole network and could take a fresh address for every
 * guess. An X-Forwarded-For that names no address (a sender trusted with `true` may write anything)
 * counts against the socket's address.
 */
export function clientAddress(request: FastifyRequest): string {
  return limitKey(request.ip) ?? limitKey(request.socket.remoteAddress ?? '') ?? 'unknown';
}
