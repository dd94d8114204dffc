import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionUser } from '@shared/contract/user';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is, not as JSON. */
  text?: string;
  /** Never answer: for timeouts. */
  hang?: boolean;
}

export interface FakeGateway {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const FAKE_USER: SessionUser = {
  id: 'user-1',
  email: 'coordinator@acme.example',
  firstName: 'Cora',
  lastName: 'Dinator',
  fullName: 'Cora Dinator',
  role: 'OPERATIONS',
  kind: 'staff',
  company: { id: 'company-1', name: 'Acme Ltd' },
  permissions: [],
  menuPermissions: {},
};

export const FAKE_SIGN_IN_ANSWER = {
  message: 'Sign in successfully!',
  data: { authToken: 'fake-access-token', refreshToken: 'fake-refresh-token', user: FAKE_USER, isFeedbackCompleted: false },
};

/**
 * A stand-in gateway for the failures a real one will not produce on demand (5xx, garbage,
 * silence). It answers whatever the test's handler says and records every request.
 */
export async function startFakeGateway(answer: (request: RecordedRequest) => FakeAnswer): Promise<FakeGateway> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(recorded);
      const reply = answer(recorded);
      if (reply.hang) return;
      const payload = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      res.writeHead(reply.status, { 'content-type': reply.text === undefined ? 'application/json' : 'text/html', ...reply.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
