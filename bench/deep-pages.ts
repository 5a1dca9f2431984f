import { fmt, type BenchResult } from './report';
import { sequentialP95 } from './sequential';
import type { BenchPortal } from './setup';

// Issue 36 item 5: a deep page of the admin's meeting list by keyset (the `next` cursor the page
// before answered, as the screen follows it one page on) against the first page, and the same
// page by offset (a jump) beside it. Target: the keyset page costs what the first costs (<= 1.2).

const TARGET = 1.2;

export async function benchDeepPages(
  portal: BenchPortal,
  admin: string,
  n: number,
  page: number,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const sort of ['date', 'client', 'status']) {
    const base = `/api/meetings/admin/all?limit=50&sort=${sort}`;
    const offset = (page - 1) * 50;
    // The cursor of the deep page: the `next` of the page before it (however that page was reached).
    const before = await fetch(`${portal.baseUrl}${base}&offset=${offset - 50}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const { next, total } = (await before.json()) as { next: string | null; total: number };
    if (!next) throw new Error(`Deep pages: page ${page} is past the list's end (${total} meetings)`);
    const first = await sequentialP95(portal.baseUrl, base, admin, n);
    const keyset = await sequentialP95(portal.baseUrl, `${base}&offset=${offset}&after=${next}`, admin, n);
    const byOffset = await sequentialP95(portal.baseUrl, `${base}&offset=${offset}`, admin, n);
    const ratio = keyset.ms / first.ms;
    results.push({
      name: `GET /api/meetings/admin/all sort=${sort}: page ${page} by keyset vs the first page`,
      ratio,
      baseline: 'p95 of the first page, same route and sort',
      target: `<= ${TARGET}`,
      met: ratio <= TARGET,
      details: [
        `${fmt(total)} meetings; p95 first page ${fmt(first.ms, 1)} ms, page ${page} by keyset ${fmt(keyset.ms, 1)} ms, by offset ${fmt(byOffset.ms, 1)} ms (ratio ${fmt(byOffset.ms / first.ms, 2)}); ${n} sequential calls each`,
      ],
    });
  }
  return results;
}
