/** A fetch that records the method and path of every request it sends. */
export function countingFetch(): { fetch: typeof fetch; requests: string[]; count(pathEnd: string): number } {
  const requests: string[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(`${init?.method ?? request.method} ${new URL(request.url).pathname}`);
    return fetch(input, init);
  };
  return { fetch: recording, requests, count: (pathEnd) => requests.filter((entry) => entry.endsWith(pathEnd)).length };
}
