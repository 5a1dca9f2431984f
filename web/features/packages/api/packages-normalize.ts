import type { TemplatePartnerView } from '../../../../modules/packages/contract';

// The client's package as the screens use it. Our server answers the nested shape of spec 02 §3;
// the spec also allows a flat shape and an array (first element), so both are tolerated here.

export interface ClientPackagePartner {
  partnerId: string;
  partnerName: string;
  partnerType: string | null;
  totalHours: number;
  remainingHours: number;
}

export interface ClientPackage {
  /** The user package (what accept and decline name); null in the flat shape. */
  userPackageId: string | null;
  packageId: string | null;
  name: string | null;
  description: string | null;
  status: string | null;
  price: number | null;
  totalHours: number;
  remainingHours: number;
  createdAt: string | null;
  activatedAt: string | null;
  expiresAt: string | null;
  /** the firm's reason when it cancelled the package; null when the client declined (or nothing ended) */
  cancelReason: string | null;
  partners: ClientPackagePartner[];
  templatePartners: TemplatePartnerView[];
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const list = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter(isObject) : []);

function partnerOf(p: Loose): ClientPackagePartner | null {
  const partnerId = str(p.partnerId) ?? str(p.id);
  if (!partnerId) return null;
  const total = num(p.totalHours) ?? num(p.hours) ?? num(p.assignedHours) ?? 0;
  return {
    partnerId,
    partnerName: str(p.partnerName) ?? str(p.name) ?? 'Accelerator',
    partnerType: str(p.partnerType) ?? str(p.partnerSpecialty) ?? str(p.specialty),
    totalHours: total,
    remainingHours: num(p.remainingHours) ?? total,
  };
}

function templatePartnerOf(p: Loose): TemplatePartnerView | null {
  const partnerId = str(p.partnerId);
  if (!partnerId) return null;
  return {
    partnerId,
    partnerName: str(p.partnerName) ?? 'Accelerator',
    partnerType: str(p.partnerType),
    hours: num(p.hours) ?? 0,
    description: str(p.description),
  };
}

const partnersOf = (v: unknown) =>
  list(v)
    .map(partnerOf)
    .filter((p): p is ClientPackagePartner => p !== null);
const templatePartnersOf = (v: unknown) =>
  list(v)
    .map(templatePartnerOf)
    .filter((p): p is TemplatePartnerView => p !== null);

function fromNested(raw: Loose): ClientPackage {
  const pkg = isObject(raw.package) ? raw.package : {};
  const up = isObject(raw.userPackage) ? raw.userPackage : {};
  const totalHours = num(up.totalHours) ?? num(pkg.totalHours) ?? 0;
  return {
    userPackageId: str(up.id),
    packageId: str(up.packageId) ?? str(pkg.id),
    name: str(up.name) ?? str(pkg.name),
    description: str(pkg.description),
    status: str(up.status),
    price: num(up.price) ?? num(pkg.price),
    totalHours,
    remainingHours: num(up.remainingHours) ?? totalHours,
    createdAt: str(up.createdAt),
    activatedAt: str(up.activatedAt),
    expiresAt: str(up.expiresAt),
    cancelReason: str(up.cancelReason),
    partners: partnersOf(raw.partners),
    templatePartners: templatePartnersOf(raw.templatePartners),
  };
}

/**
 * The flat shape read as the nested one: its own fields are the user package's; `name`, `price`
 * and the partners' summed hours are the package's, the fallbacks.
 */
function fromFlat(raw: Loose): ClientPackage {
  const partners = raw.partnerHours ?? raw.partners;
  return fromNested({
    userPackage: {
      id: raw.userPackageId,
      packageId: raw.packageId,
      name: raw.packageName,
      status: raw.status,
      price: raw.packagePrice,
      totalHours: raw.totalHours,
      remainingHours: raw.remainingHours,
      createdAt: raw.createdAt,
      activatedAt: raw.activatedAt,
      expiresAt: raw.expiresAt,
      cancelReason: raw.cancelReason,
    },
    package: {
      name: raw.name,
      description: raw.packageDescription,
      price: raw.price,
      totalHours: partnersOf(partners).reduce((sum, p) => sum + p.totalHours, 0),
    },
    partners,
    templatePartners: raw.templatePartners,
  });
}

/** Any accepted answer of the package call -> the package, or null when the client has none. */
export function normalizePackageDetails(raw: unknown): ClientPackage | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!isObject(first) || Object.keys(first).length === 0) return null;
  return isObject(first.userPackage) || isObject(first.package) ? fromNested(first) : fromFlat(first);
}

/** Accept and decline need an id and a name (spec 02 §5); without them the screen says so. */
export function isCompletePackage(p: ClientPackage): boolean {
  return (p.userPackageId !== null || p.packageId !== null) && p.name !== null;
}
