/**
 * Probes until it answers a value, or fails after `timeoutMs` naming `what`. A probe that throws
 * counts as not yet (a server still starting, a database still down); its last error is named.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const v = await probe().catch((error: unknown) => {
      lastError = error;
      return undefined;
    });
    if (v !== undefined) return v;
    if (Date.now() > deadline) {
      const last = lastError === undefined ? '' : ` (zuletzt: ${String(lastError)})`;
      throw new Error(`${what}: nicht innerhalb von ${timeoutMs} ms${last}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
