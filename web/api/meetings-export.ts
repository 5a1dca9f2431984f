import { errorForStatus, networkErrorMessage, ApiError } from './errors';

const exportUrl = '/api/meetings/export';

function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `meetings-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads the admin's CSV export. Fetched (not opened in a tab) so a failure can show the
 * catalogue's toast instead of an error page; the JSON wrapper cannot carry a CSV body.
 */
export async function downloadMeetingsCsv(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(exportUrl, { credentials: 'include', headers: { Accept: 'text/csv' } });
  } catch {
    throw new ApiError(networkErrorMessage, 0, null);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw errorForStatus(response.status, data, 'GET', exportUrl);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'));
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
