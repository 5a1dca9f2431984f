import { ApiError, errorForStatus, networkErrorMessage } from './errors';
import { buildUrl, type QueryParams } from './client';

// A real file download from an endpoint (CSV exports, JSON data exports, questionnaire documents).
// Fetched rather than opened in a tab, so a failure shows the catalogue's toast instead of an error
// page, and the file keeps the name the server gave it.

/**
 * The name a Content-Disposition gives: the UTF-8 `filename*` (RFC 6266 / 5987) when there is one
 * ('daten-Jürgen-Yılmaz-….json'), else the plain `filename` (the server's ASCII fallback), else ours.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A broken percent-encoding: the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

export async function downloadFile(url: string, fallbackName: string, params?: QueryParams): Promise<string> {
  const fullUrl = buildUrl(url, params);
  let response: Response;
  try {
    response = await fetch(fullUrl, { credentials: 'include' });
  } catch {
    throw new ApiError(networkErrorMessage, 0, null);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw errorForStatus(response.status, data, 'GET', fullUrl);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a file made in the browser (or fetched) to the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Today as YYYY-MM-DD, for fallback file names. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
