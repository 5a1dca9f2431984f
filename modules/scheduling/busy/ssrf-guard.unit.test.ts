import { describe, expect, it } from 'vitest';
import { checkedTarget, GuardRefused, mayConnectTo } from './ssrf-guard';

// The SSRF guard of calendar reading (issue 34): whom the portal may connect to.

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err instanceof GuardRefused ? err.reason : String(err);
  }
  return 'allowed';
};
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('whom the portal may connect to', () => {
  it('by default only public unicast addresses, IPv4 and IPv6', () => {
    expect(mayConnectTo('93.184.216.34', false)).toBe(true);
    expect(mayConnectTo('2a00:1450:4001:80b::200e', false)).toBe(true);
    for (const inside of [
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254', // the cloud's metadata service
      '100.64.0.1', // CGNAT
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:10.0.0.1', // IPv4-mapped IPv6
      '::ffff:127.0.0.1',
      '2002:0a00:0001::1', // 6to4 around 10.0.0.1
      'not an address',
    ])
      expect(mayConnectTo(inside, false), inside).toBe(false);
  });

  it('with private hosts allowed (an intranet Nextcloud): private, loopback, unique-local, CGNAT; never link-local or multicast', () => {
    for (const ok of ['10.0.0.5', '192.168.1.1', '127.0.0.1', '::1', 'fd12:3456::1', '100.64.0.1', '::ffff:10.0.0.1'])
      expect(mayConnectTo(ok, true), ok).toBe(true);
    for (const never of ['169.254.169.254', 'fe80::1', '224.0.0.1', '0.0.0.0'])
      expect(mayConnectTo(never, true), never).toBe(false);
  });
});

describe('checking an address before connecting', () => {
  it('answers the resolved address to connect to (no second lookup)', async () => {
    const target = await checkedTarget(
      new URL('https://kalender.example.de/a.ics'),
      false,
      resolvesTo('93.184.216.34'),
    );
    expect(target).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('refuses http unless private hosts are allowed', async () => {
    const url = new URL('http://kalender.example.de/a.ics');
    expect(await refusal(checkedTarget(url, false, resolvesTo('93.184.216.34')))).toBe('notHttps');
    expect(await refusal(checkedTarget(url, true, resolvesTo('93.184.216.34')))).toBe('allowed');
    expect(await refusal(checkedTarget(new URL('ftp://x.de/a'), true, resolvesTo('93.184.216.34')))).toBe('notHttps');
  });

  it('refuses a name of which any address is inside, and literal inside addresses', async () => {
    const named = new URL('https://rebind.example.de/a.ics');
    expect(await refusal(checkedTarget(named, false, resolvesTo('93.184.216.34', '127.0.0.1')))).toBe('privateAddress');
    expect(await refusal(checkedTarget(new URL('https://127.0.0.1/a.ics'), false))).toBe('privateAddress');
    expect(await refusal(checkedTarget(new URL('https://[::ffff:a00:1]/a.ics'), false))).toBe('privateAddress');
    expect(await refusal(checkedTarget(new URL('https://[::1]:8443/a.ics'), true))).toBe('allowed');
  });

  it('refuses credentials in the address and a name that resolves to nothing', async () => {
    expect(await refusal(checkedTarget(new URL('https://u:p@x.de/a.ics'), false, resolvesTo('93.184.216.34')))).toBe(
      'badUrl',
    );
    expect(await refusal(checkedTarget(new URL('https://x.de/a.ics'), false, resolvesTo()))).toBe('unreachable');
  });
});
