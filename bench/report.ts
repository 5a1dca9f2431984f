/** What one benchmark found; run.ts prints it and decides the exit code. */
export interface BenchResult {
  name: string;
  /** Measured value over baseline value (or over the budget, where a size is judged). */
  ratio: number;
  /** What the ratio is measured against, in words. */
  baseline: string;
  target: string;
  met: boolean;
  /** The raw figures: rates, latencies, sizes. */
  details: string[];
}

export type Mode = 'short' | 'full';

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The q-quantile (0..1) of a list of numbers, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function printResult(r: BenchResult): void {
  console.log(`\n== ${r.name}`);
  for (const d of r.details) console.log(`   ${d}`);
  console.log(
    `   ratio ${fmt(r.ratio, r.ratio < 0.1 ? 3 : 2)} (vs ${r.baseline}); target ${r.target}: ${r.met ? 'MET' : 'NOT MET'}`,
  );
}
