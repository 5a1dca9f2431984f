import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP port that is free now: the OS picks it for a listener on port 0, which is then closed. A
 * port picked at random from a range can be one in use (an outgoing connection's ephemeral port,
 * another run's database), and an embedded Postgres on it fails to start.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
