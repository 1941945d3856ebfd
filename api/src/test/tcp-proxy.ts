import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server, for fault tests. `blackhole()` makes it a
 * network partition: from then on every byte in either direction is dropped (as a firewall
 * DROP rule would) and new connections are accepted but never answered. `heal()` lets traffic
 * through again; the connections that lost bytes during the partition are reset, as TCP would
 * after giving up — nothing dropped is ever delivered late.
 */
export interface TcpProxy {
  port: number;
  blackhole(): void;
  heal(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
  lostBytes: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  let passing = true;
  const pairs = new Set<Pair>();
  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };
  const server: Server = createServer((client) => {
    const pair: Pair = { client, upstream: null, lostBytes: !passing };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (!passing) {
      client.on('data', () => {}); // swallowed
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.on('data', (chunk) => {
      if (passing && !pair.lostBytes) upstream.write(chunk);
      else pair.lostBytes = true;
    });
    upstream.on('data', (chunk) => {
      if (passing && !pair.lostBytes) client.write(chunk);
      else pair.lostBytes = true;
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    blackhole() {
      passing = false;
    },
    heal() {
      passing = true;
      for (const pair of [...pairs]) if (pair.lostBytes) drop(pair);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of [...pairs]) drop(pair);
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
