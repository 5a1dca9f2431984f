/**
 * What the request log keeps of a request: no headers, no query string (reset links carry tokens
 * there), and not the secret of a calendar
 * feed (its token is the path, `/api/calendar/{token}.ics`, which calendar apps poll all day).
 */
export function requestForLog(req: { method: string; url: string; ip?: string }) {
  const url = req.url
    .replace(/\?.*$/, '')
    .replace(/^\/api\/calendar\/(?!meetings\/)[^/]+\.ics$/, '/api/calendar/***.ics');
  return { method: req.method, url, remoteAddress: req.ip };
}
