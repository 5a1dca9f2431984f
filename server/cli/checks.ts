import { spawn } from 'node:child_process';

// `npm run checks`: the static checks of `npm test` at once, the type checker beside the linters
// (each uses one core; on two cores they take the time of the longer). The route tree is generated
// first, once: both read it. Each check's output is printed whole when it ends, so failures do not
// interleave; the exit code fails if either fails.

interface Check {
  name: string;
  command: string;
}

const checks: Check[] = [
  { name: 'typecheck', command: 'tsc -p tsconfig.json --noEmit' },
  { name: 'lint', command: 'eslint . && prettier --check . --log-level warn && knip' },
];

function run({ name, command }: Check): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => output.push(b));
    child.stderr.on('data', (b: Buffer) => output.push(b));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`${name}: ${code === 0 ? 'ok' : `FAILED (${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
