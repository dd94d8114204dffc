import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/gateway/trust-proxy';
import type { GatewayOptions } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { COORDINATOR, DEMO_PASSWORD, openTestGateway, type TestGateway } from './test-gateway';

const PROXY = '10.80.0.1';

describe('GATEWAY_TRUST_PROXY', () => {
  it("reads what Fastify's trustProxy takes, in a form an operator types", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback ')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, and a hop count, which Fastify no longer takes, with its own reason', () => {
    for (const text of ['yes', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0', 'proxy.example', '10.0.0.1,', '10.0.0.1/', '10.0.0.1/08x']) {
      expect(() => parseTrustProxy(text), text).toThrow(
        `GATEWAY_TRUST_PROXY must be true, or addresses and CIDR ranges separated by commas (such as 10.0.0.0/8,127.0.0.1), not "${text}".`,
      );
    }
    expect(() => parseTrustProxy('2')).toThrow(
      `GATEWAY_TRUST_PROXY cannot be a hop count ("2"): name the balancer's addresses or CIDR ranges, separated by commas.`,
    );
  });
});

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`the client address behind a proxy on ${target.name}`, () => {
    const gateways: TestGateway[] = [];
    const open = async (trustProxy: GatewayOptions['trustProxy']) => {
      const gateway = await openTestGateway(target, { trustProxy, rateLimits: { addressFailures: 2 } });
      gateways.push(gateway);
      return gateway;
    };
    let trusting: TestGateway;
    let untrusting: TestGateway;
    let trustingEveryone: TestGateway;

    beforeAll(async () => {
      [trusting, untrusting, trustingEveryone] = await Promise.all([open([PROXY]), open(undefined), open(true)]);
    });
    afterAll(async () => {
      await Promise.all(gateways.map((gateway) => gateway.close()));
    });

    const signIn = (gateway: TestGateway, email: string, password: string, from: { socket: string; forwardedFor: string }) =>
      gateway.app.inject({
        method: 'PUT',
        url: '/auth/signin',
        payload: { email, password },
        remoteAddress: from.socket,
        headers: { product: 'ONBOARDING', 'x-forwarded-for': from.forwardedFor },
      });

    it('keys the address limits on X-Forwarded-For when the request comes from a trusted proxy', async () => {
      const attacker = { socket: PROXY, forwardedFor: '203.0.113.7' };
      expect((await signIn(trusting, 'one@nowhere.example', 'wrong', attacker)).statusCode).toBe(401);
      expect((await signIn(trusting, 'two@nowhere.example', 'wrong', attacker)).statusCode).toBe(401);
      expect((await signIn(trusting, 'three@nowhere.example', 'wrong', attacker)).statusCode).toBe(429);
      // Another client behind the same proxy is not held back by the first one's failures.
      expect((await signIn(trusting, COORDINATOR, DEMO_PASSWORD, { socket: PROXY, forwardedFor: '203.0.113.8' })).statusCode).toBe(200);
    });

    it('keys on the socket address, whatever X-Forwarded-For says, when the sender is not trusted', async () => {
      for (const gateway of [untrusting, trusting]) {
        const socket = '10.81.0.1';
        expect((await signIn(gateway, 'one@nowhere.example', 'wrong', { socket, forwardedFor: '198.51.100.1' })).statusCode).toBe(401);
        expect((await signIn(gateway, 'two@nowhere.example', 'wrong', { socket, forwardedFor: '198.51.100.2' })).statusCode).toBe(401);
        expect((await signIn(gateway, COORDINATOR, DEMO_PASSWORD, { socket, forwardedFor: '198.51.100.3' })).statusCode).toBe(429);
      }
    });

    it('counts the addresses of one IPv6 /64 network as one client, and an IPv4 address however it is written', async () => {
      const failTwice = async (gateway: TestGateway, sockets: [string, string], then: string) => {
        expect((await signIn(gateway, 'one@nowhere.example', 'wrong', { socket: sockets[0], forwardedFor: '' })).statusCode).toBe(401);
        expect((await signIn(gateway, 'two@nowhere.example', 'wrong', { socket: sockets[1], forwardedFor: '' })).statusCode).toBe(401);
        return (await signIn(gateway, COORDINATOR, DEMO_PASSWORD, { socket: then, forwardedFor: '' })).statusCode;
      };
      expect(await failTwice(untrusting, ['2001:db8:7:1::1', '2001:db8:7:1:ffff:ffff:ffff:fffe'], '2001:db8:7:1:abcd::9')).toBe(429);
      // The next /64 is another subscriber's.
      expect((await signIn(untrusting, COORDINATOR, DEMO_PASSWORD, { socket: '2001:db8:7:2::1', forwardedFor: '' })).statusCode).toBe(200);
      expect(await failTwice(untrusting, ['::ffff:198.51.100.20', '198.51.100.20'], '::ffff:c633:6414')).toBe(429);
    });

    it('counts a forwarded address that is no address against the sender', async () => {
      const socket = '10.82.0.1';
      expect((await signIn(trustingEveryone, 'one@nowhere.example', 'wrong', { socket, forwardedFor: 'not-an-address' })).statusCode).toBe(401);
      expect((await signIn(trustingEveryone, 'two@nowhere.example', 'wrong', { socket, forwardedFor: 'still not one' })).statusCode).toBe(401);
      expect((await signIn(trustingEveryone, COORDINATOR, DEMO_PASSWORD, { socket, forwardedFor: 'x' })).statusCode).toBe(429);
    });
  });
}
