import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';

/**
 * Runs autocannon in a worker thread. In the main thread it would share one event loop with the
 * server it measures and take half the CPU time away from it; a worker runs on the second core
 * the way a separate load generator would, while staying in this process (no second tsx start).
 */
interface Load {
  result: Promise<autocannon.Result>;
  stop(): void;
}

const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

// Plain CommonJS: an eval'd worker is not run through tsx.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const instance = autocannon(workerData.options, (err, result) => {
  if (err) parentPort.postMessage({ error: String(err && err.stack || err) });
  // In a worker thread autocannon leaves its histograms raw (it expects a parent to merge them).
  else parentPort.postMessage({ result: JSON.parse(JSON.stringify(autocannon.aggregateResult([result], workerData.options))) });
});
parentPort.on('message', (m) => { if (m === 'stop') instance.stop(); });
`;

export function startLoad(options: autocannon.Options): Load {
  const worker = new Worker(workerSource, { eval: true, workerData: { autocannonPath, options } });
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    worker.once('message', (m: { result?: autocannon.Result; error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m.result!);
    });
    worker.once('error', reject);
  });
  return { result, stop: () => worker.postMessage('stop') };
}

export const runLoad = (options: autocannon.Options): Promise<autocannon.Result> => startLoad(options).result;

/** Completed requests per second over the run (autocannon's own average is of whole-second samples, 0 for runs under a second or two). */
export const requestsPerSecond = (r: autocannon.Result): number => r.requests.total / r.duration;
