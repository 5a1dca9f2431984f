import type { Migration } from 'kysely';
import * as m0000 from './0000_baseline';
import * as m0013 from './0013_portal_schema';
import * as m0014 from './0014_identity_auth_attempts';
import * as m0015 from './0015_identity_mfa_policy';
import * as m0016 from './0016_terms_accepted';
import * as m0017 from './0017_notes';
import * as m0018 from './0018_tasks';
import * as m0019 from './0019_files';
import * as m0020 from './0020_messages';
import * as m0021 from './0021_meeting_location';
import * as m0022 from './0022_payment_line_kinds';
import * as m0023 from './0023_payments_undo_dunning';
import * as m0025 from './0025_sepa';
import * as m0026 from './0026_busy_calendars';
import * as m0028 from './0028_stream_snapshots';
import * as m0029 from './0029_fees';
import * as m0030 from './0030_meeting_series';
import * as m0031 from './0031_zones_reminders_horizon';
import * as m0034 from './0034_fee_payouts';
import * as m0035 from './0035_credits_and_imports';
import * as m0036 from './0036_invoice_refunds';
import * as m0037 from './0037_events_notify';
import * as m0038 from './0038_sepa_withdrawals';
import * as m0039 from './0039_set_off_links';
import * as m0040 from './0040_calendar_copy_states';
import * as m0041 from './0041_meetings_free_cancellations';

// Every migration by its name, which the database records (`kysely_migration`), in number order.
// A static list, so the server bundle (`npm run build`) carries them and nothing is read from this
// folder at run time. A new migration file is added here too: `server/db/migrator.unit.test.ts` fails
// when the list and the folder differ. The 37 landed up to 2026-11-25 are folded into the
// baseline (`server/db/baseline.ts` names them and adopts a database that ran them).
export const migrations: Record<string, Migration> = {
  '0000_baseline': m0000,
  '0013_portal_schema': m0013,
  '0014_identity_auth_attempts': m0014,
  '0015_identity_mfa_policy': m0015,
  '0016_terms_accepted': m0016,
  '0017_notes': m0017,
  '0018_tasks': m0018,
  '0019_files': m0019,
  '0020_messages': m0020,
  '0021_meeting_location': m0021,
  '0022_payment_line_kinds': m0022,
  '0023_payments_undo_dunning': m0023,
  '0025_sepa': m0025,
  '0026_busy_calendars': m0026,
  '0028_stream_snapshots': m0028,
  '0029_fees': m0029,
  '0030_meeting_series': m0030,
  '0031_zones_reminders_horizon': m0031,
  '0034_fee_payouts': m0034,
  '0035_credits_and_imports': m0035,
  '0036_invoice_refunds': m0036,
  '0037_events_notify': m0037,
  '0038_sepa_withdrawals': m0038,
  '0039_set_off_links': m0039,
  '0040_calendar_copy_states': m0040,
  '0041_meetings_free_cancellations': m0041,
};
