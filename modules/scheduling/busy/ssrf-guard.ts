import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Reading an address an Accelerator typed is a request from inside the firm's network: the guard
// (issue 34, SSRF) decides whom the portal may connect to, once per hop, on the resolved address.

/** Why a calendar address may not be read (the job says it in German, `state-text.ts`). */
type GuardRefusal = 'notHttps' | 'privateAddress' | 'badUrl' | 'unreachable';

export class GuardRefused extends Error {
  constructor(readonly reason: GuardRefusal) {
    super(reason);
  }
}

/** Ranges anyone on the Internet has: the only ones read by default. */
const PUBLIC = new Set(['unicast']);
/** With CALENDAR_ALLOW_PRIVATE_HOSTS (an intranet Nextcloud, the tests): the firm's own networks too. */
const INTRANET = new Set(['unicast', 'private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);

/**
 * Whether the portal may connect to `ip`. IPv4-mapped IPv6 (::ffff:10.0.0.1) counts as its IPv4;
 * link-local (the cloud's metadata service at 169.254.169.254), multicast, unspecified and reserved
 * ranges and tunnels that wrap another address (6to4, Teredo, NAT64) are refused even for an intranet.
 */
export function mayConnectTo(ip: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return (allowPrivate ? INTRANET : PUBLIC).has(address.range());
}

/** The checked address to connect to for `url` (one lookup: the connection uses this very address). */
export async function checkedTarget(
  url: URL,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new GuardRefused('notHttps');
  if (url.username || url.password) throw new GuardRefused('badUrl');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  if (addresses.length === 0) throw new GuardRefused('unreachable');
  // One refused address refuses the host: a name that also points inside is not read.
  if (!addresses.every((a) => mayConnectTo(a, allowPrivate))) throw new GuardRefused('privateAddress');
  const address = addresses[0]!;
  return { address, family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4 };
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new GuardRefused('unreachable');
  }
}
