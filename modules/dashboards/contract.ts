import { z } from 'zod';
import { choices } from '../../lib/choices';
import { offsetField, pageFields, pageSizeField, searchText, type ListPage } from '../../lib/list-query';
import type { MeetingPage, MeetingView } from '../meetings/contract';
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
  /** The newest CLIENT_MEETINGS_PAGE meetings (every status); the rest by GET /api/clients/{id}/meetings. */
  meetings: MeetingView[];
  /** How many meetings the client has in all. */
  meetingsTotal: number;
  questionnaires: { id: string; createdAt: string; status: string }[];
}

/** How many of a client's meetings the details carry, and one more page of them ('Weitere anzeigen'). */
export const CLIENT_MEETINGS_PAGE = 20;

/** GET /api/clients/{clientId}/meetings: a page of the client's meetings, newest first. */
export const clientMeetingsQuery = z.object({
  limit: pageSizeField(100).default(CLIENT_MEETINGS_PAGE),
  offset: offsetField,
});

/** GET /api/clients/{clientId}/meetings: one page and how many meetings the client has. */
export type ClientMeetingPage = MeetingPage;

export interface AttentionItem {
  clientId: string;
  clientName: string;
  reason: AttentionReason;
  detail: string;
}

export const attentionLabels: Record<AttentionItem['reason'], string> = {
  no_meeting: 'Seit 30 Tagen kein Termin',
  expiring: 'Paket läuft bald ab',
  low_hours: 'Wenige Stunden übrig',
};

export const attentionReasons = ['expiring', 'low_hours', 'no_meeting'] as const;
export type AttentionReason = (typeof attentionReasons)[number];

/** How many items the admin stats carry of the attention list, most urgent first. */
export const ATTENTION_SHOWN = 10;

/** GET /api/dashboard/admin/attention: a page of the whole list, in the same order. */
export const attentionPageQuery = z.object({
  limit: pageSizeField(100).default(ATTENTION_SHOWN),
  offset: offsetField,
});

/** GET /api/dashboard/admin/attention: one page and how many items the list has. */
export interface AttentionPage {
  attention: AttentionItem[];
  total: number;
}

export interface AdminStats {
  totalClients: number;
  activePackages: number;
  readyForActivation: number;
  pendingAcceptances: number;
  scheduledMeetings: number; // scheduled this month
  completedMeetings: number;
  /** The first ATTENTION_SHOWN items, most urgent first (the order of `attentionReasons`, then each reason's own). */
  attention: AttentionItem[];
  /** How many items the whole list has per reason. */
  attentionCounts: Record<AttentionReason, number>;
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
  clientMeetings: (id: string) => ['clients', id, 'meetings'] as const,
  attention: ['dashboard', 'admin', 'attention'] as const,
};
