import { describe, expect, it } from 'vitest';
import { parseExposition } from './exposition';

// The tests' reader of the text format must refuse what a Prometheus scraper refuses, or a test
// reading /metrics through it would pass on a broken scrape.

const good = [
  '# HELP portal_jobs Aufträge je Warteschlange, mit \\\\ und \\n',
  '# TYPE portal_jobs gauge',
  'portal_jobs{queue="email",state="queued"} 3',
  'portal_jobs{queue="a\\"b\\\\c\\nd",state="failed",} 0 1700000000000',
  '# TYPE d histogram',
  'd_bucket{route="/x",le="0.1"} 1',
  'd_bucket{route="/x",le="+Inf"} 2',
  'd_sum{route="/x"} 0.3',
  'd_count{route="/x"} 2',
  'up NaN',
  'lag Nan',
  'down -Inf',
  '',
].join('\n');

describe('the text format, read as its specification says', () => {
  it('reads HELP, TYPE, escaped label values, a trailing comma, a timestamp, NaN and ±Inf, a histogram', () => {
    const { types, help, samples } = parseExposition(good);
    expect(types.get('d')).toBe('histogram');
    expect(help.get('portal_jobs')).toBe('Aufträge je Warteschlange, mit \\ und \n');
    expect(samples[1]).toEqual({ name: 'portal_jobs', labels: { queue: 'a"b\\c\nd', state: 'failed' }, value: 0 });
    expect(samples.find((s) => s.name === 'up')!.value).toBeNaN();
    expect(samples.find((s) => s.name === 'lag')!.value).toBeNaN();
    expect(samples.find((s) => s.name === 'down')!.value).toBe(-Infinity);
  });

  it.each([
    ['a value that is no number', 'x 1,5', 'not a value'],
    ['a word for a value', 'x Nanu', 'not a value'],
    ['an unquoted label value', 'x{a=b} 1', 'not quoted'],
    ['an unknown escape', 'x{a="\\t"} 1', 'bad escape'],
    ['a label twice', 'x{a="1",a="2"} 1', 'twice'],
    ['a reserved label name', 'x{__a="1"} 1', 'bad label name'],
    ['the same series twice', 'x{a="1"} 1\nx{a="1"} 2', 'series twice'],
    ['a family in two groups', 'x 1\ny 1\nx{a="1"} 2', 'not in one group'],
    ['TYPE after its samples', 'x 1\n# TYPE x gauge', 'TYPE after samples'],
    ['TYPE twice', '# TYPE x gauge\n# TYPE x gauge', 'TYPE of x twice'],
    ['an unknown type', '# TYPE x meter', 'unknown type'],
    ['a bad timestamp', 'x 1 soon', 'bad timestamp'],
    ['buckets that fall', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1', 'fall'],
    ['no +Inf bucket', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_sum 1\nh_count 2', 'no +Inf'],
    ['+Inf not the count', '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 3', 'is not _count'],
  ])('refuses %s', (_, body, message) => {
    expect(() => parseExposition(body)).toThrow(message);
  });
});
