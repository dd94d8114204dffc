import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway, type GatewayOptions } from '../../src/gateway/server';
import type { DatabaseTarget, TestDatabase } from './databases';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-keys';
export const DEMO_PASSWORD = 'Onboard@2026';
export const COORDINATOR = 'coordinator@acme.example';
export const ACME_ADMIN = 'admin@acme.example';
export const GLOBEX_ADMIN = 'admin@globex.example';

export interface TestGateway {
  app: FastifyInstance;
  database: TestDatabase;
  call(request: {
    method: 'GET' | 'PUT' | 'POST';
    url: string;
    body?: unknown;
    token?: string;
    product?: string | null;
    address?: string;
  }): Promise<LightMyRequestResponse>;
  signIn(email: string, password?: string, address?: string): Promise<LightMyRequestResponse>;
  /** Signs in and answers the token pair, failing the test if sign-in does not succeed. */
  session(email: string): Promise<{ authToken: string; refreshToken: string }>;
  close(): Promise<void>;
}

export async function openTestGateway(target: DatabaseTarget, options: Partial<Omit<GatewayOptions, 'database'>> = {}): Promise<TestGateway> {
  const database = await target.create();
  const app = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET, seedDemo: true, ...options });
  const call: TestGateway['call'] = ({ method, url, body, token, product = 'ONBOARDING', address }) =>
    app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      ...(address === undefined ? {} : { remoteAddress: address }),
      headers: {
        ...(product === null ? {} : { product }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
    });
  const signIn: TestGateway['signIn'] = (email, password = DEMO_PASSWORD, address) =>
    call({ method: 'PUT', url: '/auth/signin', body: { email, password }, address });
  return {
    app,
    database,
    call,
    signIn,
    async session(email) {
      const response = await signIn(email);
      if (response.statusCode !== 200) {
        throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
      }
      const { authToken, refreshToken } = response.json<{ data: { authToken: string; refreshToken: string } }>().data;
      return { authToken, refreshToken };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
