import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = unknown>(): T;
}

/** node:http, not fetch: the tests must set Host and Origin freely, as an attacker's page would. */
export function raw(url: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<RawResponse> {
  const target = new URL(path, url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: <T>() => JSON.parse(body) as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The cookies a response sets, by name, each with its attributes. */
export function cookiesOf(response: RawResponse): Record<string, { value: string; attributes: string }> {
  const setCookie = response.headers['set-cookie'] ?? [];
  const cookies: Record<string, { value: string; attributes: string }> = {};
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const [pair = '', ...attributes] = line.split(';');
    const equals = pair.indexOf('=');
    cookies[pair.slice(0, equals)] = { value: pair.slice(equals + 1), attributes: attributes.map((part) => part.trim()).join('; ') };
  }
  return cookies;
}

/** The session cookie a response sets, with its attributes. */
export function sessionCookieOf(response: RawResponse): { value: string; attributes: string } | null {
  return cookiesOf(response).hcm_session ?? null;
}
