import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones, as a database that went down. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port, as a database that came back. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 to `target`: lets a test take a server's database away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    stop,
    start: async () => {
      await listen(port);
    },
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
