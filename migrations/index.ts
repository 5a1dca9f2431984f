import type { Migration } from 'kysely';
import * as m0001 from './0001_eventstore';
import * as m0002 from './0002_identity';
import * as m0003 from './0003_mail';
import * as m0010 from './0010_identity_mfa';
import * as m0011 from './0011_users_role_name';
import * as m0012 from './0012_users_german_order';
import * as m0100 from './0100_onboarding';
import * as m0101 from './0101_questionnaire_request_order';
import * as m0200 from './0200_packages';
import * as m0201 from './0201_package_rating';
import * as m0202 from './0202_package_cancel_reason';
import * as m0203 from './0203_package_allocations_user';
import * as m0210 from './0210_package_tallies';
import * as m0211 from './0211_client_standing';
import * as m0212 from './0212_packages_active_since';
import * as m0300 from './0300_partners';
import * as m0301 from './0301_identity_admin_accounts';
import * as m0400 from './0400_meetings';
import * as m0401 from './0401_meeting_no_show';
import * as m0402 from './0402_meeting_booking';
import * as m0403 from './0403_meeting_admin_list';
import * as m0404 from './0404_meeting_history';
import * as m0405 from './0405_meetings_client_newest';
import * as m0410 from './0410_meeting_tallies';
import * as m0500 from './0500_milestones';
import * as m0600 from './0600_archive';
import * as m0700 from './0700_dashboard_attention';
import * as m0800 from './0800_person_keys';
import * as m0801 from './0801_mail_log_without_content';
import * as m0802 from './0802_person_key_tombstones';
import * as m0803 from './0803_audit_filter_indexes';
import * as m1000 from './1000_scheduling';
import * as m1100 from './1100_calendar';
import * as m1200 from './1200_invoicing';
import * as m1201 from './1201_invoice_payments';
import * as m1202 from './1202_datev_settings';
import * as m1300 from './1300_payments';

// Every migration by its name, which the database records (`kysely_migration`), in number order.
// A static list, so the server bundle (`npm run build`) carries them and nothing is read from this
// folder at run time. A new migration file is added here too: `server/db/migrator.unit.test.ts` fails
// when the list and the folder differ.
export const migrations: Record<string, Migration> = {
  '0001_eventstore': m0001,
  '0002_identity': m0002,
  '0003_mail': m0003,
  '0010_identity_mfa': m0010,
  '0011_users_role_name': m0011,
  '0012_users_german_order': m0012,
  '0100_onboarding': m0100,
  '0101_questionnaire_request_order': m0101,
  '0200_packages': m0200,
  '0201_package_rating': m0201,
  '0202_package_cancel_reason': m0202,
  '0203_package_allocations_user': m0203,
  '0210_package_tallies': m0210,
  '0211_client_standing': m0211,
  '0212_packages_active_since': m0212,
  '0300_partners': m0300,
  '0301_identity_admin_accounts': m0301,
  '0400_meetings': m0400,
  '0401_meeting_no_show': m0401,
  '0402_meeting_booking': m0402,
  '0403_meeting_admin_list': m0403,
  '0404_meeting_history': m0404,
  '0405_meetings_client_newest': m0405,
  '0410_meeting_tallies': m0410,
  '0500_milestones': m0500,
  '0600_archive': m0600,
  '0700_dashboard_attention': m0700,
  '0800_person_keys': m0800,
  '0801_mail_log_without_content': m0801,
  '0802_person_key_tombstones': m0802,
  '0803_audit_filter_indexes': m0803,
  '1000_scheduling': m1000,
  '1100_calendar': m1100,
  '1200_invoicing': m1200,
  '1201_invoice_payments': m1201,
  '1202_datev_settings': m1202,
  '1300_payments': m1300,
};
