import { type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface AnswerCuttingProxy {
  url: string;
  /** How many answers were cut off so far. */
  cut(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real gateway. For each of `requestLines`, the first request whose
 * request line starts with it reaches the gateway whole, but when its answer comes back the proxy
 * closes the client's connection instead of passing it on: the change is made, its answer lost.
 */
export async function startAnswerCuttingProxy(target: string, requestLines: readonly string[]): Promise<AnswerCuttingProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const left = new Set(requestLines);
  let cut = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    let cutsNextAnswer = false;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      const line = [...left].find((start) => text.startsWith(start));
      if (line !== undefined) {
        left.delete(line);
        cutsNextAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!cutsNextAnswer) {
        client.write(chunk);
        return;
      }
      cut += 1;
      client.destroy();
      upstream.destroy();
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => cut,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
