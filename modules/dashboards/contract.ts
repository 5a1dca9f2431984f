import { z } from 'zod';
import { listPageCounts, offsetField, pageFields, pageSizeField, searchText } from '../../lib/list-query';
import { meetingPageSchema, meetingViewSchema } from '../meetings/contract';
import { packageDetailsSchema, userPackageStatuses } from '../packages/contract';
import { contactFields, personFields } from '../identity/contract';
import { clientFilters } from './contract/client-filters';

// Isomorphic: the admin client list and details, the three dashboards, the activity feed.

export * from './contract/client-filters';

/** GET /api/clients and its export: search, filter and (the list) one page. */
export const clientListQuery = z.object({
  q: searchText,
  filter: z.enum(clientFilters, { error: 'Unbekannter Filter.' }).optional().default('all'),
  ...pageFields,
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

/** A client in the admin list (spec 02 §3 Admin client). */
const adminClientSchema = z.object({
  ...personFields,
  ...contactFields,
  role: z.literal('user'),
  createdAt: z.string(),
  packageId: z.string().nullable(),
  packageName: z.string().nullable(),
  packageStatus: z.enum(userPackageStatuses).nullable(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

/** GET /api/clients: one page, how many match (`total`) and how many clients the list has (`all`). */
export const clientPageSchema = z.object({
  clients: z.array(adminClientSchema),
  ...listPageCounts,
});
export type ClientPage = z.infer<typeof clientPageSchema>;

/** Hours used (completed meetings) per calendar month, 'YYYY-MM' in Berlin time. */
const monthlyUsageSchema = z.object({ month: z.string(), hours: z.number() });
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;

export const clientDetailsSchema = z.object({
  ...personFields,
  ...contactFields,
  createdAt: z.string(),
  activePackage: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * `overdueMeetings`: planned meetings whose start has passed; the package neither completes nor
   * is cancelled until the admin (or the partner) completes them or marks them not held.
   */
  packages: z.array(
    packageDetailsSchema.extend({
      usageByMonth: z.array(monthlyUsageSchema),
      overdueMeetings: z.array(meetingViewSchema),
    }),
  ),
  /** The newest CLIENT_MEETINGS_PAGE meetings (every status); the rest by GET /api/clients/{id}/meetings. */
  meetings: z.array(meetingViewSchema),
  /** How many meetings the client has in all. */
  meetingsTotal: z.number().int(),
  questionnaires: z.array(z.object({ id: z.string(), createdAt: z.string(), status: z.string() })),
});
export type ClientDetails = z.infer<typeof clientDetailsSchema>;

/** How many of a client's meetings the details carry, and one more page of them ('Weitere anzeigen'). */
export const CLIENT_MEETINGS_PAGE = 20;

/** GET /api/clients/{clientId}/meetings: a page of the client's meetings, newest first. */
export const clientMeetingsQuery = z.object({
  limit: pageSizeField(100).default(CLIENT_MEETINGS_PAGE),
  offset: offsetField,
});

/** GET /api/clients/{clientId}/meetings: one page and how many meetings the client has. */
export const clientMeetingPageSchema = meetingPageSchema;
export type ClientMeetingPage = z.infer<typeof clientMeetingPageSchema>;

export const attentionReasons = ['expiring', 'low_hours', 'no_meeting'] as const;
export type AttentionReason = (typeof attentionReasons)[number];

const attentionItemSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  reason: z.enum(attentionReasons),
  /** expiring: the instant it expires (ISO); low hours: the hours left; no meeting: the package's name */
  detail: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionLabels: Record<AttentionItem['reason'], string> = {
  no_meeting: 'Seit 30 Tagen kein Termin',
  expiring: 'Paket läuft bald ab',
  low_hours: 'Wenige Stunden übrig',
};

/** How many items the admin stats carry of the attention list, most urgent first. */
export const ATTENTION_SHOWN = 10;

/** GET /api/dashboard/admin/attention: a page of the whole list, in the same order. */
export const attentionPageQuery = z.object({
  limit: pageSizeField(100).default(ATTENTION_SHOWN),
  offset: offsetField,
});

/** GET /api/dashboard/admin/attention: one page and how many items the list has. */
export const attentionPageSchema = z.object({ attention: z.array(attentionItemSchema), total: z.number().int() });
export type AttentionPage = z.infer<typeof attentionPageSchema>;

export const adminStatsSchema = z.object({
  totalClients: z.number().int(),
  activePackages: z.number().int(),
  readyForActivation: z.number().int(),
  pendingAcceptances: z.number().int(),
  /** scheduled this month */
  scheduledMeetings: z.number().int(),
  completedMeetings: z.number().int(),
  /** The first ATTENTION_SHOWN items, most urgent first (the order of `attentionReasons`, then each reason's own). */
  attention: z.array(attentionItemSchema),
  /** How many items the whole list has per reason. */
  attentionCounts: z.record(z.enum(attentionReasons), z.number().int()),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const partnerStatsSchema = z.object({
  totalClients: z.number().int(),
  totalAppointments: z.number().int(),
  completedAppointments: z.number().int(),
  upcomingAppointments: z.number().int(),
  /** meetings to finish */
  pendingRequests: z.number().int(),
  hoursCompleted: z.number(),
  hoursPlanned: z.number(),
  nextAppointment: meetingViewSchema.nullable(),
  recentRequests: z.array(meetingViewSchema),
});
export type PartnerStats = z.infer<typeof partnerStatsSchema>;

export const userDashboardSchema = z.object({
  activePackage: packageDetailsSchema.nullable(),
  nextAppointment: meetingViewSchema.nullable(),
  upcomingAppointments: z.array(meetingViewSchema),
  recentDocuments: z.array(z.object({ id: z.string(), createdAt: z.string(), kind: z.literal('questionnaire') })),
  availablePartners: packageDetailsSchema.shape.partners,
  usageByMonth: z.array(monthlyUsageSchema),
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;

export const activitySchema = z.object({
  id: z.string(),
  /** the event's type */
  type: z.string(),
  label: z.string(),
  actorName: z.string().nullable(),
  subjectName: z.string().nullable(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const firstWeekClientSchema = z.object({
  ...personFields,
  packageName: z.string(),
  activatedAt: z.string(),
});
export type FirstWeekClient = z.infer<typeof firstWeekClientSchema>;

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
