import { quantile } from './report';

/**
 * p95 milliseconds of `n` sequential GETs (after 5 warm-up calls) as one user's screen asks, and the
 * answer's bytes (the API sends JSON uncompressed, so these are the bytes on the wire).
 */
export async function sequentialP95(baseUrl: string, path: string, token: string, n: number) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path} -> ${res.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 5; i++) await once();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const r = await once();
    ms.push(r.ms);
    bytes = r.bytes;
  }
  return { ms: quantile(ms, 0.95), bytes };
}
