import { describe, expect, it } from 'vitest';
import { feedValidators, stillCurrent } from './conditional';

// Issue 34 item 8: a calendar app that polls gets 304 while its copy is current.

const changed = new Date('2026-11-20T10:15:30.500Z');
const v = feedValidators('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', changed);

describe('feed validators', () => {
  it('given the same file, when hashed twice, then the ETag is the same weak tag; another file gives another', () => {
    expect(v.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(feedValidators('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', changed).etag).toBe(v.etag);
    expect(feedValidators('BEGIN:VCALENDAR\r\nX:1\r\nEND:VCALENDAR\r\n', changed).etag).not.toBe(v.etag);
    expect(v.lastModified).toBe('Fri, 20 Nov 2026 10:15:30 GMT');
  });

  it('given the ETag sent back (strong or weak, in a list), then the copy is current; another tag is not', () => {
    expect(stillCurrent({ 'if-none-match': v.etag }, v)).toBe(true);
    expect(stillCurrent({ 'if-none-match': v.etag.slice(2) }, v)).toBe(true);
    expect(stillCurrent({ 'if-none-match': `W/"alt", ${v.etag}` }, v)).toBe(true);
    expect(stillCurrent({ 'if-none-match': '*' }, v)).toBe(true);
    expect(stillCurrent({ 'if-none-match': 'W/"alt"' }, v)).toBe(false);
  });

  it('given If-None-Match, then If-Modified-Since is not read (RFC 9110 §13.2.2)', () => {
    expect(stillCurrent({ 'if-none-match': 'W/"alt"', 'if-modified-since': v.lastModified! }, v)).toBe(false);
  });

  it('given only If-Modified-Since, then a date at or after the last change is current, an earlier one or garbage not', () => {
    expect(stillCurrent({ 'if-modified-since': v.lastModified! }, v)).toBe(true);
    expect(stillCurrent({ 'if-modified-since': 'Fri, 20 Nov 2026 10:15:29 GMT' }, v)).toBe(false);
    expect(stillCurrent({ 'if-modified-since': 'gestern' }, v)).toBe(false);
    expect(stillCurrent({}, v)).toBe(false);
    expect(stillCurrent({ 'if-modified-since': v.lastModified! }, { ...v, lastModified: null })).toBe(false);
  });
});
