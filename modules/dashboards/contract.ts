import { z } from 'zod';
import { choices } from '../../lib/choices';
import { pageFields, searchText, type ListPage } from '../../lib/list-query';
import type { MeetingView } from '../meetings/contract';
import type { PackageDetails, UserPackageStatus } from '../packages/contract';

// Isomorphic: the admin client list and details, the three dashboards, the activity feed.

export const { values: clientFilters, labels: clientFilterLabels } = choices({
  all: 'Alle',
  active: 'Aktiv',
  no_package: 'Kein Paket',
  pending: 'Ausstehend',
});
export type ClientFilter = (typeof clientFilters)[number];

/** GET /api/clients and its export: search, filter and (the list) one page. */
export const clientListQuery = z.object({
  q: searchText,
  filter: z.enum(clientFilters, { error: 'Unbekannter Filter.' }).optional().default('all'),
  ...pageFields,
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

/** A client in the admin list (spec 02 §3 Admin client). */
export interface AdminClient {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  role: 'user';
  createdAt: string;
  packageId: string | null;
  packageName: string | null;
  packageStatus: UserPackageStatus | null;
}

/** GET /api/clients: one page, how many match (`total`) and how many clients the list has (`all`). */
export interface ClientPage extends ListPage {
  clients: AdminClient[];
}

/** Hours used (completed meetings) per calendar month, 'YYYY-MM' in Berlin time. */
export interface MonthlyUsage {
  month: string;
  hours: number;
}

export interface ClientDetails {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  position: string | null;
  createdAt: string;
  activePackage: { id: string; name: string } | null;
  /**
   * `overdueMeetings`: planned meetings whose start has passed; the package neither completes nor
   * is cancelled until the admin (or the partner) completes them or marks them not held.
   */
  packages: (PackageDetails & { usageByMonth: MonthlyUsage[]; overdueMeetings: MeetingView[] })[];
  meetings: MeetingView[];
  questionnaires: { id: string; createdAt: string; status: string }[];
}

export interface AttentionItem {
  clientId: string;
  clientName: string;
  reason: 'no_meeting' | 'expiring' | 'low_hours';
  detail: string;
}

export const attentionLabels: Record<AttentionItem['reason'], string> = {
  no_meeting: 'Seit 30 Tagen kein Termin',
  expiring: 'Paket läuft bald ab',
  low_hours: 'Wenige Stunden übrig',
};

export interface AdminStats {
  totalClients: number;
  activePackages: number;
  readyForActivation: number;
  pendingAcceptances: number;
  scheduledMeetings: number; // scheduled this month
  completedMeetings: number;
  attention: AttentionItem[];
}

export interface PartnerStats {
  totalClients: number;
  totalAppointments: number;
  completedAppointments: number;
  upcomingAppointments: number;
  pendingRequests: number; // meetings to finish
  hoursCompleted: number;
  hoursPlanned: number;
  nextAppointment: MeetingView | null;
  recentRequests: MeetingView[];
}

export interface UserDashboard {
  activePackage: PackageDetails | null;
  nextAppointment: MeetingView | null;
  upcomingAppointments: MeetingView[];
  recentDocuments: { id: string; createdAt: string; kind: 'questionnaire' }[];
  availablePartners: PackageDetails['partners'];
  usageByMonth: MonthlyUsage[];
}

export interface Activity {
  id: string;
  type: string;
  label: string;
  actorName: string | null;
  subjectName: string | null;
  at: string;
}

export interface FirstWeekClient {
  id: string;
  name: string;
  email: string;
  packageName: string;
  activatedAt: string;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  admin: ['dashboard', 'admin'] as const,
  partner: ['dashboard', 'partner'] as const,
  user: ['dashboard', 'user'] as const,
  activities: ['dashboard', 'activities'] as const,
  firstWeek: ['dashboard', 'first-week'] as const,
  clients: ['clients'] as const,
  clientDetails: (id: string) => ['clients', id] as const,
};
