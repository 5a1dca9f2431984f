import { ApiError, errorForStatus, networkErrorMessage } from './errors';

// The one HTTP wrapper of the web app (spec 01 §7 and §8). Same origin, JSON, session cookie.
// No token is kept in browser storage: the httpOnly cookie is the credential (see web/README.md).

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  body?: unknown;
  /** Query-parameter map; null and undefined values are left out. */
  params?: QueryParams;
  /** A 401 answers null instead of raising. */
  returnNull?: boolean;
  /** The caller expects a list: a single object becomes a one-item list. */
  list?: boolean;
  /** How many times 5xx and network failures are retried (default and maximum 2). */
  retries?: number;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `If-Match` for writes on a version the user has seen. */
  headers?: Record<string, string>;
}

interface ApiClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

const maxRetries = 2;
const firstDelayMs = 1000;
const maxDelayMs = 5000;

/** Back-off before retry number `attempt` (0-based): 1 s, then 2 s, doubling, capped at 5 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(firstDelayMs * 2 ** attempt, maxDelayMs);
}

// URLs whose empty or unparsable answer means "no items" rather than "no fields".
const listUrlPattern = /packages|users|partners|clients/i;

/** What an empty or unparsable (e.g. HTML) answer turns into, by URL (spec 01 §7). */
function emptyAnswerFor(url: string): unknown[] | Record<string, never> {
  return listUrlPattern.test(url) ? [] : {};
}

export function buildUrl(url: string, params?: QueryParams): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Parses a body; undefined means empty or not JSON. */
function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

const defaultDeps: ApiClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createApiClient(deps: ApiClientDeps = defaultDeps) {
  async function request<T = unknown>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
    const fullUrl = buildUrl(url, options.params);
    const retries = Math.min(options.retries ?? maxRetries, maxRetries);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await deps.fetch(fullUrl, {
          method,
          headers,
          credentials: 'include',
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
        });
      } catch (error) {
        if (isAbort(error, options.signal)) throw error;
        if (attempt < retries) {
          await deps.sleep(backoffDelay(attempt));
          continue;
        }
        throw new ApiError(networkErrorMessage, 0, null);
      }

      const parsed = parseBody(await response.text().catch(() => ''));

      if (response.ok) {
        if (parsed === undefined || parsed === null) return (options.list ? [] : emptyAnswerFor(url)) as T;
        if (options.list && !Array.isArray(parsed)) return (typeof parsed === 'object' ? [parsed] : []) as T;
        return parsed as T;
      }

      if (response.status === 401 && options.returnNull) return null as T;
      if (response.status >= 500 && attempt < retries) {
        await deps.sleep(backoffDelay(attempt));
        continue;
      }
      throw errorForStatus(response.status, parsed ?? null, method, fullUrl);
    }
  }

  return {
    request,
    get: <T = unknown>(url: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', url, options),
    /**
     * A data query's GET (inside a `queryFn`): sent once, because the QueryClient retries the query
     * (once, spec 02 §9). The wrapper's own retries inside the query's would multiply them: 3 × 2
     * requests and ~7-10 s before a failed list said so.
     */
    load: <T = unknown>(url: string, options?: Omit<RequestOptions, 'body' | 'retries'>) =>
      request<T>('GET', url, { ...options, retries: 0 }),
    post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', url, { ...options, body }),
    put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', url, { ...options, body }),
    delete: <T = unknown>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
  };
}

/** The client every screen uses. */
export const api = createApiClient();
