import { expect } from '@playwright/test';

/** A signed-in caller of the gateway over plain HTTP, as another client of the same gateway would be. */
export interface GatewayCaller {
  get<T>(path: string): Promise<T>;
  /** A change as another client makes it; answers the stored record. */
  put<T>(path: string, body: unknown): Promise<T>;
  /** A record added as another client adds it; answers the stored record. */
  post<T>(path: string, body: unknown): Promise<T>;
}

/** Signs in over HTTP (PUT /auth/signin with the product header) and answers a caller holding the token. */
export async function signInOverHttp(gatewayUrl: string, email: string, password: string): Promise<GatewayCaller> {
  const response = await fetch(`${gatewayUrl}/auth/signin`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', product: 'ONBOARDING' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { data } = (await response.json()) as { data: { authToken: string } };
  async function send<T>(method: 'PUT' | 'POST', path: string, body: unknown): Promise<T> {
    const answer = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers: { product: 'ONBOARDING', authorization: `Bearer ${data.authToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBe(200);
    return ((await answer.json()) as { data: T }).data;
  }
  return {
    async get<T>(path: string): Promise<T> {
      const answer = await fetch(`${gatewayUrl}${path}`, { headers: { product: 'ONBOARDING', authorization: `Bearer ${data.authToken}` } });
      expect(answer.status, `GET ${path}: ${await answer.clone().text()}`).toBe(200);
      return ((await answer.json()) as { data: T }).data;
    },
    put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
    post: <T>(path: string, body: unknown) => send<T>('POST', path, body),
  };
}

/** The fields of a hire and of a task the journeys check on the gateway. */
export interface StoredHire {
  _id: string;
  fullName: string;
  startDate: string;
  status: string;
  welcomeMessage: string;
}

export interface StoredTask {
  _id: string;
  title: string;
  dueDate: string;
  status: string;
  taskCategory: string;
  completedBy: { fullName: string } | null;
}
