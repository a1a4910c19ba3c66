/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore: cut, every connection
 * through it is dropped and new ones are refused (ECONNREFUSED), as a server sees a database that
 * went away; restored, it listens again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** The URL of `targetUrl` through the proxy. */
  url: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.once('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        port = (next.address() as { port: number }).port;
        resolve();
      });
    });

  const cut = async () => {
    const closed = server ? new Promise<void>((resolve) => server!.close(() => resolve())) : Promise.resolve();
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { port, url: url.toString(), cut, restore: listen, close: cut };
}
