import { appRefresh } from '../api/refresh';
import { accountRefresh } from '../features/account/api/refresh';
import { adminsRefresh } from '../features/admins/api/refresh';
import { archiveRefresh } from '../features/archive/api/refresh';
import { auditRefresh } from '../features/audit/api/refresh';
import { calendarRefresh } from '../features/calendar/api/refresh';
import { clientPickersRefresh } from '../features/client-pickers/api/refresh';
import { clientsRefresh } from '../features/clients/api/refresh';
import { dashboardsRefresh } from '../features/dashboards/api/refresh';
import { datevRefresh } from '../features/invoicing-datev/api/refresh';
import { feesRefresh } from '../features/fees/api/refresh';
import { dunningRefresh } from '../features/invoicing-dunning/api/refresh';
import { invoicingRefresh } from '../features/invoicing/api/refresh';
import { meetingsRefresh } from '../features/meetings/api/refresh';
import { milestonesRefresh } from '../features/milestones/api/refresh';
import { notesRefresh } from '../features/notes/api/refresh';
import { tasksRefresh } from '../features/tasks/api/refresh';
import { filesRefresh } from '../features/files/api/refresh';
import { messagesRefresh } from '../features/messages/api/refresh';
import { onboardingRefresh } from '../features/onboarding/api/refresh';
import { packagesRefresh } from '../features/packages/api/refresh';
import { partnersRefresh } from '../features/partners/api/refresh';
import { paymentsRefresh } from '../features/payments/api/refresh';
import { reportsRefresh } from '../features/reports/api/refresh';
import { schedulingRefresh } from '../features/scheduling/api/refresh';
import { sepaRefresh } from '../features/sepa/api/refresh';
import { systemRefresh } from '../features/system/api/refresh';
import type { FeatureRefresh } from './refresh';

/** Every feature's refresh declaration: the bridge asks them which keys a push makes stale. */
export const featureRefreshes: readonly FeatureRefresh[] = [
  appRefresh,
  accountRefresh,
  adminsRefresh,
  archiveRefresh,
  auditRefresh,
  calendarRefresh,
  clientPickersRefresh,
  clientsRefresh,
  dashboardsRefresh,
  datevRefresh,
  dunningRefresh,
  feesRefresh,
  invoicingRefresh,
  meetingsRefresh,
  milestonesRefresh,
  notesRefresh,
  tasksRefresh,
  filesRefresh,
  messagesRefresh,
  onboardingRefresh,
  packagesRefresh,
  partnersRefresh,
  paymentsRefresh,
  reportsRefresh,
  schedulingRefresh,
  sepaRefresh,
  systemRefresh,
];
