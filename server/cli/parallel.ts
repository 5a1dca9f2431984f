import { spawn } from 'node:child_process';

// Runs shell commands side by side for `npm test` and `npm run checks`. Each line a job prints is
// passed on at once, prefixed with the job's name, so a nine-minute e2e run shows its progress and
// two jobs' lines stay apart; the summary at the end gives each job's seconds and result.

export interface Job {
  name: string;
  command: string;
}

export interface Outcome {
  name: string;
  code: number;
  seconds: number;
  skipped?: boolean;
}

/** Passes whole lines on with the job's name before each; `end` passes on a last line without a newline. */
function prefixed(name: string, write: (text: string) => void) {
  let rest = '';
  return {
    push(chunk: Buffer) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) write(`[${name}] ${line}\n`);
    },
    end() {
      if (rest) write(`[${name}] ${rest}\n`);
      rest = '';
    },
  };
}

export function runJob({ name, command }: Job): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = prefixed(name, (t) => process.stdout.write(t));
    const err = prefixed(name, (t) => process.stderr.write(t));
    child.stdout.on('data', out.push);
    child.stderr.on('data', err.push);
    child.on('close', (code) => {
      out.end();
      err.end();
      const seconds = (performance.now() - started) / 1000;
      console.log(`[${name}] ${code === 0 ? 'ok' : `FAILED (${code})`} in ${seconds.toFixed(1)} s`);
      resolve({ name, code: code ?? 1, seconds });
    });
  });
}

export function printSummary(outcomes: Outcome[], started: number): void {
  console.log('\nsummary:');
  for (const o of outcomes) {
    const result = o.skipped ? 'not run (the build failed)' : o.code === 0 ? 'ok' : 'FAILED';
    console.log(`  ${o.name.padEnd(10)} ${o.seconds.toFixed(1).padStart(6)} s  ${result}`);
  }
  console.log(`  ${'wall'.padEnd(10)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}
