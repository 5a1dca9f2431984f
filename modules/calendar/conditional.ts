import { createHash } from 'node:crypto';

/**
 * The feed's validators: a weak ETag of the file's bytes (weak, because the same entity goes out
 * gzip-, br- or un-compressed) and the last change of the person's meetings as an HTTP date.
 */
export function feedValidators(ics: string, lastModified: Date | null) {
  const etag = `W/"${createHash('sha256').update(ics).digest('base64url').slice(0, 27)}"`;
  return { etag, lastModified: lastModified ? lastModified.toUTCString() : null };
}

/**
 * Whether a calendar app's copy is still current (answer 304), as RFC 9110 §13.2.2 orders it:
 * If-None-Match decides when sent (weak comparison, a list or '*'); only without it If-Modified-Since,
 * compared by whole seconds (an HTTP date has no more).
 */
export function stillCurrent(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  validators: { etag: string; lastModified: string | null },
): boolean {
  const tags = headers['if-none-match'];
  if (tags !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(validators.etag));
  }
  const since = headers['if-modified-since'];
  if (since === undefined || validators.lastModified === null) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Date.parse(validators.lastModified) <= sinceMs;
}
