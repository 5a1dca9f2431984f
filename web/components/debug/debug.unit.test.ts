import { describe, expect, it } from 'vitest';
import { isSafariOrIos } from './detect';
import { appendEntry, type DebugEntry } from './log';

const agents = {
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('debug panel detection', () => {
  it('shows on Safari and on any iOS browser', () => {
    expect([isSafariOrIos(agents.macSafari), isSafariOrIos(agents.iphone), isSafariOrIos(agents.iphoneChrome)]).toEqual(
      [true, true, true],
    );
  });

  it('shows on an iPad that reports itself as a Mac', () => {
    expect(isSafariOrIos(agents.macSafari.replace('Safari', 'X'), 5, 'MacIntel')).toBe(true);
  });

  it('stays hidden on Chrome, Android and Firefox', () => {
    expect([isSafariOrIos(agents.chrome), isSafariOrIos(agents.android), isSafariOrIos(agents.firefox)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('debug log', () => {
  it('keeps the 50 newest entries, newest first', () => {
    let log: DebugEntry[] = [];
    for (let i = 0; i < 60; i++) log = appendEntry(log, { at: String(i), label: 'x', status: 200, body: '' });
    expect(log).toHaveLength(50);
    expect(log[0]?.at).toBe('59');
    expect(log[49]?.at).toBe('10');
  });
});
