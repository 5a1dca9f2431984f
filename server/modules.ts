import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { EventModule } from './eventstore';
import type { ErrorTables } from './http/domain-errors';
import type PgBoss from 'pg-boss';
import { identityErrors, identityModule, identityRoutes, startIdentity, type AuthLimits } from '../modules/identity';
import { packagesErrors, packagesModule, packagesRoutes, startPackages } from '../modules/packages';
import { allocationsOf, coachedPackagesOf, coachesClient, findUserPackage } from '../modules/packages';
import { partnersErrors, partnersModule, partnersRoutes } from '../modules/partners';
import { meetingsErrors, meetingsModule, meetingsRoutes, partnerTies, startMeetings } from '../modules/meetings';
import { milestonesErrors, milestonesModule, milestonesRoutes, startMilestones } from '../modules/milestones';
import { onboardingErrors, onboardingModule, onboardingRoutes, startOnboardingJobs } from '../modules/onboarding';
import { archiveErrors, archiveModule, archiveRoutes } from '../modules/archive';
import { dashboardsRoutes } from '../modules/dashboards';
import { startRetentionJob } from './erasure';
import { auditRoutes } from '../modules/audit';
import { schedulingErrors, schedulingModule, schedulingRoutes, startScheduling } from '../modules/scheduling';
import {
  calendarErrors,
  calendarModule,
  calendarRoutes,
  settleCopiesOf,
  startCoachCopyJobs,
} from '../modules/calendar';
import {
  billingAddressAppend,
  invoicingDatevRoutes,
  invoicingDunningRoutes,
  invoicingErrors,
  invoicingModule,
  invoicingRoutes,
  startInvoiceMails,
  startInvoicingJobs,
} from '../modules/invoicing';
import { paymentsErrors, paymentsModule, paymentsRoutes, startStatementImports } from '../modules/payments';
import { notesErrors, notesModule, notesRoutes } from '../modules/notes';
import { startTasks, tasksErrors, tasksModule, tasksRoutes } from '../modules/tasks';
import { filesErrors, filesModule, filesRoutes } from '../modules/files';
import { messagesErrors, messagesModule, messagesRoutes, startMessages } from '../modules/messages';
import { debitSubmitted, invoicesDebitPending, sepaErrors, sepaModule, sepaRoutes } from '../modules/sepa';
import { feesErrors, feesModule, feesRoutes, openFeesOfPartner, payoutRoutes, startFees } from '../modules/fees';
import { reportsErrors, reportsRoutes } from '../modules/reports';

/** Every domain module's event contributions, in one list the host registers. */
export const eventModules: EventModule[] = [
  identityModule,
  onboardingModule,
  packagesModule,
  meetingsModule,
  partnersModule,
  milestonesModule,
  archiveModule,
  schedulingModule,
  calendarModule,
  invoicingModule,
  paymentsModule,
  notesModule,
  tasksModule,
  filesModule,
  messagesModule,
  sepaModule,
  feesModule,
];

/** Every module's answers to its broken rules, by the module name its deciders carry. */
export const errorTables: ErrorTables = {
  identity: identityErrors,
  onboarding: onboardingErrors,
  packages: packagesErrors,
  meetings: meetingsErrors,
  partners: partnersErrors,
  milestones: milestonesErrors,
  archive: archiveErrors,
  scheduling: schedulingErrors,
  calendar: calendarErrors,
  invoicing: invoicingErrors,
  payments: paymentsErrors,
  notes: notesErrors,
  tasks: tasksErrors,
  files: filesErrors,
  messages: messagesErrors,
  sepa: sepaErrors,
  fees: feesErrors,
  reports: reportsErrors,
};

export interface ModuleOptions {
  authLimits?: AuthLimits;
}

/** Every domain module's routes. */
export async function registerModuleRoutes(app: FastifyInstance, ctx: AppContext, opts: ModuleOptions): Promise<void> {
  // Partner history (a partner removed with history is deactivated), open hours (handed over first)
  // and open fees (a former Accelerator is erased only once their money is settled); their calendar
  // copies settled before the account (and with it the calendars' passwords) goes.
  const settleCalendars = (partnerId: string) => settleCopiesOf(ctx, partnerId);
  await app.register(
    identityRoutes(ctx, opts.authLimits, { partnerTies, openFees: openFeesOfPartner, settleCalendars }),
  );
  // These take the context alone (registered in this order, partners last).
  const needContextOnly = [
    onboardingRoutes,
    meetingsRoutes,
    milestonesRoutes,
    archiveRoutes,
    dashboardsRoutes,
    auditRoutes,
    schedulingRoutes,
    calendarRoutes,
    invoicingRoutes,
    invoicingDatevRoutes,
    paymentsRoutes,
    notesRoutes,
    tasksRoutes,
    filesRoutes,
    messagesRoutes,
    sepaRoutes,
    feesRoutes,
    reportsRoutes,
    payoutRoutes,
  ];
  // Acceptance saves a billing address it carries in its own transaction (invoicing's rules).
  await app.register(packagesRoutes(ctx, { billing: { saveAddress: billingAddressAppend } }));
  for (const routes of needContextOnly) await app.register(routes(ctx));
  // A level by hand is refused while the invoice's debit is in a collection (sepa knows; it imports invoicing).
  await app.register(invoicingDunningRoutes(ctx, { debitSubmitted }));
  await app.register(
    partnersRoutes(ctx, { packages: { coachedPackagesOf, coachesClient, findUserPackage, allocationsOf } }),
  );
}

/** Every domain module's start-up work (presets, cron jobs), in the order it runs. */
const moduleStarts: ((ctx: AppContext, boss: PgBoss) => Promise<void>)[] = [
  startIdentity,
  startPackages,
  startMeetings,
  startScheduling,
  startCoachCopyJobs,
  startMilestones,
  startTasks,
  startMessages,
  // The reminder sweep leaves invoices whose direct debit is pending (sepa knows; it imports invoicing).
  (ctx, boss) => startInvoicingJobs(ctx, boss, invoicesDebitPending),
  startStatementImports,
  (ctx, boss) => startRetentionJob(boss, ctx),
  startOnboardingJobs,
  startInvoiceMails,
  startFees,
];

/** Runs every module's start-up work one at a time, once the database is migrated. */
export async function startModules(ctx: AppContext, boss: PgBoss): Promise<void> {
  for (const start of moduleStarts) await start(ctx, boss);
}
