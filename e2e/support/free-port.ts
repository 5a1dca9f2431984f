import { execFileSync } from 'node:child_process';

/**
 * A free TCP port, found synchronously (the Playwright config is not async): a tiny node process
 * binds port 0 and prints what the OS gave it.
 */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
