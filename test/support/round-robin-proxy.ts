import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header naming the upstream that answered, so a test can tell which instance served a request. */
export const SERVED_BY = 'x-served-by';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A load balancer as production puts in front of the API replicas, reduced to what the scale-out test needs: each
 * request goes to the next upstream in turn (per request, not per connection, so a client's write and its very next
 * read land on different instances), loopback only. Headers pass unchanged: the test clients set X-Forwarded-For
 * themselves, as the proxy in front of this one would. The answer carries `x-served-by: <upstream index>`.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
      answer.pipe(res);
    });
    forwarded.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${index}: ${error.message}`);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
