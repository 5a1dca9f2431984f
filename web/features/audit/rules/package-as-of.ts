import { clientStatusLabels, type UserPackageStatus } from '../../../../modules/packages/contract';

// Reads the folded package state of `GET /api/audit/streams/…` (typed `unknown` on the wire)
// into what the as-of view shows. Lenient: missing parts read as empty, never as a crash.

interface PartnerHours {
  partnerId: string;
  total: number;
  consumed: number;
  reserved: number;
}

interface PackageAsOf {
  name: string;
  status: string;
  statusLabel: string;
  totalHours: number;
  price: number;
  expiresAt: string | null;
  partners: PartnerHours[];
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

function statusLabel(status: string): string {
  return status in clientStatusLabels ? clientStatusLabels[status as UserPackageStatus] : 'Noch nicht angeboten';
}

export function readPackageAsOf(state: unknown): PackageAsOf {
  const s = record(state);
  const status = typeof s.status === 'string' ? s.status : 'none';
  const partners = Object.entries(record(s.ledger)).map(([partnerId, line]) => {
    const l = record(line);
    const reserved = Object.values(record(l.reservations)).reduce<number>((sum, h) => sum + num(h), 0);
    return { partnerId, total: num(l.total), consumed: num(l.consumed), reserved: Math.round(reserved * 100) / 100 };
  });
  return {
    name: typeof s.name === 'string' ? s.name : '',
    status,
    statusLabel: statusLabel(status),
    totalHours: num(s.totalHours),
    price: num(s.price),
    expiresAt: typeof s.expiresAt === 'string' ? s.expiresAt : null,
    partners,
  };
}
