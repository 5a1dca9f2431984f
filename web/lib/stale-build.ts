// After a deploy, a tab opened before it asks for chunks whose hashed names are gone: loading
// the page again fetches the new build. At most once in 30 s, so a chunk that is really missing
// cannot keep the tab reloading.
const KEY = 'portal:stale-build-reload';
const MIN_INTERVAL_MS = 30_000;

export function mayReload(now: number, lastReload: number | null): boolean {
  return lastReload === null || now - lastReload >= MIN_INTERVAL_MS;
}

function lastReload(): number | null {
  try {
    const v = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null; // storage blocked: the interval cannot be kept, reload anyway
  }
}

/** Vite reports a failed dynamic import as `vite:preloadError`; reload instead of failing. */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    if (!mayReload(now, lastReload())) return; // the import fails and the error page shows
    event.preventDefault();
    try {
      sessionStorage.setItem(KEY, String(now));
    } catch {
      // see lastReload
    }
    window.location.reload();
  });
}
