import { execFileSync } from 'node:child_process';
import net from 'node:net';

/**
 * A free TCP port, found synchronously (the Playwright config is not async): a tiny node process
 * binds port 0 and prints what the OS gave it.
 */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/** A free TCP port, asked of the OS in this process (a spec's own server; the workers' `-e` child may print other output). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
