import http from 'node:http';
import zlib from 'node:zlib';
import { quantile } from './report';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as a browser sends it (br or gzip accepted): the bytes as sent and the JSON's bytes. */
function get(url: string, token: string): Promise<{ sent: number; json: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) return reject(new Error(`GET ${url} -> ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const json =
            encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          resolve({ sent: body.byteLength, json: json.byteLength });
        });
      },
    );
    req.on('error', reject);
  });
}

/**
 * p95 milliseconds of `n` sequential GETs (after 5 warm-up calls) as one user's screen asks, the
 * answer's bytes as sent (the server compresses JSON over 1 kB, br or gzip as asked) and the JSON's
 * own bytes.
 */
export async function sequentialP95(baseUrl: string, path: string, token: string, n: number) {
  const once = async () => {
    const started = performance.now();
    const r = await get(baseUrl + path, token);
    return { ms: performance.now() - started, ...r };
  };
  for (let i = 0; i < 5; i++) await once();
  const ms: number[] = [];
  let last = { sent: 0, json: 0 };
  for (let i = 0; i < n; i++) {
    const r = await once();
    ms.push(r.ms);
    last = r;
  }
  return { ms: quantile(ms, 0.95), bytes: last.json, sentBytes: last.sent };
}
