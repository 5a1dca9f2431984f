import { sql, type Kysely } from 'kysely';

/**
 * The schema as it is now: what the landed migrations 0001_eventstore … 1300_payments built, one
 * CREATE per table with its final columns (those added later at the end, in the order they came),
 * constraints and indexes under their final names. Names matter: code maps constraint names (unique
 * violations) to errors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // --- eventstore
  await sql`
    CREATE TABLE events (
      position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      stream_type text NOT NULL,
      version integer NOT NULL,
      type text NOT NULL,
      schema_version integer NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_stream_version UNIQUE (stream_id, version)
    )`.execute(db);
  await sql`CREATE INDEX events_tx_position ON events (transaction_id, position)`.execute(db);
  await sql`CREATE INDEX events_type ON events (type)`.execute(db);
  // The audit filters page backwards through one person's or one thing's events: each id they look
  // for is indexed with the position. Ids only (never sealed personal fields); partial, so an event
  // that does not name such an id costs nothing.
  await sql`CREATE INDEX events_client_position ON events ((data->>'clientId'), position) WHERE (data->>'clientId') IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX events_user_position ON events ((data->>'userId'), position) WHERE (data->>'userId') IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX events_partner_position ON events ((data->>'partnerId'), position) WHERE (data->>'partnerId') IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX events_user_package_position ON events ((data->>'userPackageId'), position) WHERE (data->>'userPackageId') IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX events_meeting_position ON events ((data->>'meetingId'), position) WHERE (data->>'meetingId') IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX events_actor_position ON events ((metadata->>'actorId'), position) WHERE (metadata->>'actorId') IS NOT NULL`.execute(
    db,
  );
  // The log is append-only: no UPDATE or DELETE, whoever asks.
  await sql`
    CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'events are append-only'; END $$`.execute(db);
  await sql`
    CREATE TRIGGER events_no_change BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_append_only()`.execute(db);

  // --- identity
  // Read model, owned by identity's projection.
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL,
      name text NOT NULL,
      company text,
      phone text,
      position text,
      role text NOT NULL CHECK (role IN ('admin', 'partner', 'user')),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      partner_type text,
      deactivated_at timestamptz
    )`.execute(db);
  // Erased accounts replay with the e-mail and username 'gelöscht'; several may exist at once.
  await sql`CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE email <> 'gelöscht'`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username ON users (lower(username)) WHERE username <> 'gelöscht'`.execute(db);
  await sql`CREATE INDEX users_role ON users (role)`.execute(db);
  // Lists sort people by name in German order (ICU's German collation: 'Ömer' with O, not after 'Z').
  await sql`CREATE INDEX users_role_sort_name ON users (role, (name COLLATE "de-x-icu"), id)`.execute(db);

  // Secrets, written beside the events in the same transaction, never in the log.
  await sql`
    CREATE TABLE user_credentials (
      user_id uuid PRIMARY KEY,
      password_hash text NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db);
  await sql`
    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)`.execute(db);

  // Two-factor sign-in: secrets beside identity's MFA events, never in the log, never rebuilt by replay.
  // One TOTP secret per account: pending while enabled_at is NULL (the QR code was shown, no code
  // confirmed yet). last_step is the last 30-second step accepted, so a code works once.
  await sql`
    CREATE TABLE user_mfa (
      user_id uuid PRIMARY KEY,
      secret text NOT NULL,
      enabled_at timestamptz,
      last_step bigint,
      created_at timestamptz NOT NULL
    )`.execute(db);
  // Recovery codes: argon2id hashes (they carry fewer than 112 bits), each usable once.
  await sql`
    CREATE TABLE mfa_recovery_codes (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL,
      code_hash text NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX mfa_recovery_codes_user ON mfa_recovery_codes (user_id)`.execute(db);
  // The password step passed, the second is open: a short-lived token (its SHA-256 stored), no session yet.
  await sql`
    CREATE TABLE mfa_challenges (
      id text PRIMARY KEY,
      user_id uuid NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('verify', 'enrol')),
      expires_at timestamptz NOT NULL,
      failures integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX mfa_challenges_user ON mfa_challenges (user_id)`.execute(db);

  // --- mail
  // One row per e-mail job that went out: a job run twice (at-least-once) sends once. Only the job's
  // key, not who got what.
  await sql`
    CREATE TABLE mail_log (
      job_key text PRIMARY KEY,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // --- onboarding
  // Read model, owned by onboarding's projection.
  await sql`
    CREATE TABLE questionnaires (
      id uuid PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('lead', 'questionnaire', 'package', 'request_sent', 'converted')),
      answers jsonb NOT NULL,
      responses jsonb NOT NULL,
      recommended_package text,
      selected_package text,
      lead_score numeric(3, 1),
      coaching_brief jsonb,
      user_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      completed_at timestamptz,
      requested_at timestamptz,
      converted_at timestamptz,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX questionnaires_requests ON questionnaires (lead_score DESC NULLS LAST) WHERE status IN ('request_sent', 'converted')`.execute(
    db,
  );
  await sql`CREATE INDEX questionnaires_user ON questionnaires (user_id) WHERE user_id IS NOT NULL`.execute(db);
  // The admin's list of leads, paged in this order (requests first, highest lead score, newest
  // request, newest change): a page reads its rows from the index.
  await sql`
    CREATE INDEX questionnaires_request_order ON questionnaires (
      (status IN ('request_sent', 'converted')) DESC, lead_score DESC NULLS LAST,
      requested_at DESC NULLS LAST, updated_at DESC, id)`.execute(db);

  // Secret, written beside the events in the same transaction, never in the log.
  await sql`
    CREATE TABLE questionnaire_capabilities (
      questionnaire_id uuid PRIMARY KEY,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);

  // --- packages
  await sql`
    CREATE TABLE package_templates (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      price numeric(12, 2),
      total_hours integer NOT NULL,
      active boolean NOT NULL,
      is_preset boolean NOT NULL,
      preset_type text,
      partners jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  // cancel_reason: why an admin cancelled a package, or 'Konto gelöscht'.
  await sql`
    CREATE TABLE user_packages (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      package_id uuid NOT NULL,
      name text NOT NULL,
      description text,
      status text NOT NULL,
      price numeric(12, 2) NOT NULL,
      total_hours numeric(10, 2) NOT NULL,
      remaining_hours numeric(10, 2) NOT NULL,
      reserved_hours numeric(10, 2) NOT NULL DEFAULT 0,
      payment_reference text,
      notes text,
      validity_months integer NOT NULL,
      is_accepted boolean NOT NULL DEFAULT false,
      accepted_at timestamptz,
      decline_reason text,
      activated_at timestamptz,
      expires_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      rating integer,
      rating_comment text,
      cancel_reason text
    )`.execute(db);
  // At most one pending package per client: the guard that makes concurrent offers collide.
  await sql`CREATE UNIQUE INDEX user_packages_one_pending ON user_packages (user_id) WHERE status IN ('pending_acceptance', 'pending_activation')`.execute(
    db,
  );
  await sql`CREATE INDEX user_packages_user ON user_packages (user_id, created_at DESC)`.execute(db);
  // Also 'Läuft bald ab' on the admin dashboard.
  await sql`CREATE INDEX user_packages_status ON user_packages (status, expires_at)`.execute(db);
  // The admin's 'first week' list reads the packages activated in the last days, not every open one.
  await sql`CREATE INDEX user_packages_active_since ON user_packages (activated_at) WHERE status = 'active'`.execute(
    db,
  );
  // The admin dashboard's 'Wenige Stunden übrig' reads the active packages by their remaining hours.
  await sql`CREATE INDEX user_packages_active_hours ON user_packages (remaining_hours) WHERE status = 'active'`.execute(
    db,
  );
  await sql`
    CREATE TABLE package_allocations (
      user_package_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      user_id uuid NOT NULL,
      total_hours numeric(10, 2) NOT NULL,
      reserved_hours numeric(10, 2) NOT NULL DEFAULT 0,
      consumed_hours numeric(10, 2) NOT NULL DEFAULT 0,
      version integer NOT NULL,
      PRIMARY KEY (user_package_id, partner_id)
    )`.execute(db);
  await sql`CREATE INDEX package_allocations_partner ON package_allocations (partner_id)`.execute(db);
  // The KundenKartei counts a page's partners per client: allocations by client, not a scan.
  await sql`CREATE INDEX package_allocations_user ON package_allocations (user_id)`.execute(db);
  // The dashboards count packages per status from a tally and the clients who ever had an active
  // package from a set (both kept by the projection `packages.tallies`), not by scanning every
  // package ever offered.
  await sql`CREATE TABLE package_tallies (status text PRIMARY KEY, packages integer NOT NULL)`.execute(db);
  await sql`CREATE TABLE package_clients_ever_active (user_id uuid PRIMARY KEY)`.execute(db);
  // Each client's standing (current package, last package, former client or not) as one row, kept
  // by the projection `packages.client-standing`: the client list and the KundenKartei page through
  // an index instead of grouping every package ever offered.
  await sql`
    CREATE TABLE client_standing (
      user_id uuid PRIMARY KEY,
      current_package_id uuid,
      current_name text,
      current_status text,
      last_package_id uuid,
      last_name text,
      last_status text,
      last_activated_at timestamptz,
      last_ended_at timestamptz,
      last_rating integer,
      former boolean NOT NULL
    )`.execute(db);
  // The KundenKartei: former clients, the newest end first.
  await sql`CREATE INDEX client_standing_former ON client_standing (last_ended_at DESC NULLS LAST, last_package_id) WHERE former`.execute(
    db,
  );

  // --- partners
  // Read model, owned by the partners module's projection: one profile per partner account.
  await sql`
    CREATE TABLE partner_profiles (
      user_id uuid PRIMARY KEY,
      specialty text NOT NULL,
      location text,
      phone text,
      linkedin text,
      calendly_link text,
      hourly_rate numeric(12, 2),
      available_hours numeric(12, 2),
      active boolean NOT NULL DEFAULT true,
      bio text,
      expertise jsonb NOT NULL DEFAULT '[]',
      client_references jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX partner_profiles_specialty ON partner_profiles (specialty)`.execute(db);

  // --- meetings
  // no_show: completed although the client did not come (hours charged, flagged). late_cancellation:
  // a client's cancellation inside the notice (the hours were charged).
  await sql`
    CREATE TABLE meetings (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      user_package_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      date text NOT NULL,
      time text NOT NULL,
      duration integer NOT NULL,
      hours numeric(6, 2) NOT NULL,
      platform text NOT NULL,
      link text,
      notes text,
      status text NOT NULL,
      partner_confirmed boolean NOT NULL DEFAULT false,
      summary text,
      completion_notes text,
      hours_used numeric(6, 2) NOT NULL DEFAULT 0,
      cancel_reason text,
      reminder_sent boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      no_show boolean NOT NULL DEFAULT false,
      booked_by_client boolean NOT NULL DEFAULT false,
      late_cancellation boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX meetings_partner ON meetings (partner_id, starts_at)`.execute(db);
  await sql`CREATE INDEX meetings_due ON meetings (status, reminder_sent, starts_at)`.execute(db);
  // The admin's meeting list sorts and pages in the database: newest first, within a status.
  await sql`CREATE INDEX meetings_newest ON meetings (starts_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX meetings_status_newest ON meetings (status, starts_at DESC, id DESC)`.execute(db);
  // A person's meetings are read in two parts: the scheduled ones by start, and the settled past
  // newest first, a page at a time. Partial indexes keep each read to the rows it returns.
  await sql`CREATE INDEX meetings_client_scheduled ON meetings (client_id, starts_at) WHERE status = 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_partner_scheduled ON meetings (partner_id, starts_at) WHERE status = 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_client_settled ON meetings (client_id, starts_at DESC, id DESC) WHERE status <> 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_partner_settled ON meetings (partner_id, starts_at DESC, id DESC) WHERE status <> 'scheduled'`.execute(
    db,
  );
  // Sorted by client, the admin's meeting list reads each client's meetings newest first and stops
  // at the page's end; scanned backwards, it serves the oldest-first reads.
  await sql`CREATE INDEX meetings_client_newest ON meetings (client_id, starts_at DESC, id DESC)`.execute(db);
  // The dashboards count meetings from a tally per partner and status (kept by the projection
  // `meetings.tallies`), not by scanning every meeting ever held.
  await sql`
    CREATE TABLE meeting_tallies (
      partner_id uuid NOT NULL,
      status text NOT NULL,
      meetings integer NOT NULL,
      hours_used numeric(12, 2) NOT NULL,
      PRIMARY KEY (partner_id, status)
    )`.execute(db);
  // The scheduled meetings are few whatever the history: these let 'upcoming', 'to finish' and
  // 'this month' read only them.
  await sql`CREATE INDEX meetings_scheduled_partner ON meetings (partner_id, starts_at) WHERE status = 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_scheduled_date ON meetings (date) WHERE status = 'scheduled'`.execute(db);

  // --- milestones
  await sql`
    CREATE TABLE milestone_template (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      position integer NOT NULL,
      requires_partner boolean NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE client_milestones (
      client_id uuid NOT NULL,
      id uuid NOT NULL,
      user_package_id uuid NOT NULL,
      name text NOT NULL,
      description text,
      position integer NOT NULL,
      requires_partner boolean NOT NULL,
      completed boolean NOT NULL DEFAULT false,
      completed_at timestamptz,
      completed_by uuid,
      notes text,
      version integer NOT NULL,
      PRIMARY KEY (client_id, id)
    )`.execute(db);

  // --- archive
  await sql`
    CREATE TABLE client_archive_notes (
      user_id uuid PRIMARY KEY,
      notes text NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);

  // --- dashboards
  // 'Seit 30 Tagen kein Termin' asks per active client for their latest meeting that is not
  // cancelled, one index step each (cancelled meetings are not in the index, so the step never skips any).
  await sql`CREATE INDEX meetings_client_live ON meetings (client_id, starts_at DESC) WHERE status <> 'cancelled'`.execute(
    db,
  );

  // --- privacy: person keys
  // Crypto-shredding: personal data in events is encrypted with its person's key; deleting the key
  // erases the data everywhere the log holds it. Never rebuilt by replay, never exported.
  // A shredded key leaves its row with `key` NULL: an erased subject must never get a fresh key,
  // or events written about them later would be read with the wrong one.
  await sql`
    CREATE TABLE person_keys (
      subject_id text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('personal', 'contract')),
      key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      shred_after timestamptz,
      erased_at timestamptz,
      PRIMARY KEY (subject_id, purpose)
    )`.execute(db);

  // --- scheduling
  await sql`
    CREATE TABLE partner_availability (
      partner_id uuid PRIMARY KEY,
      availability jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE scheduling_policy (
      id text PRIMARY KEY,
      cancellation_notice_hours integer NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);

  // --- calendar
  // Calendar feeds: one row per person who ever had a feed, rebuilt from the log by replay. The
  // secret address holds a random token; the row (and the log) keeps only its SHA-256.
  await sql`
    CREATE TABLE calendar_feeds (
      user_id uuid PRIMARY KEY,
      token_hash text,
      created_at timestamptz,
      version integer NOT NULL
    )`.execute(db);
  // The public feed finds its person by the token's hash: unique, and only live feeds are indexed.
  await sql`CREATE UNIQUE INDEX calendar_feeds_token_hash ON calendar_feeds (token_hash) WHERE token_hash IS NOT NULL`.execute(
    db,
  );

  // --- invoicing
  await sql`
    CREATE TABLE firm_data (
      id text PRIMARY KEY,
      firm jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE billing_addresses (
      client_id uuid PRIMARY KEY,
      address jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  // paid_cents, paid_on, reminded_on: what was paid on an invoice and whether it was reminded.
  await sql`
    CREATE TABLE invoices (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      user_package_id uuid NOT NULL,
      kind text NOT NULL,
      status text NOT NULL,
      number text,
      year integer,
      sequence integer,
      issued_on text,
      due_on text,
      gross_cents integer NOT NULL,
      service jsonb NOT NULL,
      missing jsonb NOT NULL,
      document jsonb,
      corrects_invoice_id uuid,
      credit_note_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      paid_cents integer NOT NULL DEFAULT 0,
      paid_on text,
      reminded_on text
    )`.execute(db);
  await sql`CREATE INDEX invoices_client ON invoices (client_id, created_at)`.execute(db);
  // One invoice per package (a package accepted and then activated is invoiced once), and one
  // invoice per number of a year: a second would fail its transaction, which then re-runs.
  await sql`CREATE UNIQUE INDEX invoices_package ON invoices (user_package_id) WHERE kind = 'invoice'`.execute(db);
  await sql`CREATE UNIQUE INDEX invoices_number ON invoices (year, sequence) WHERE sequence IS NOT NULL`.execute(db);
  // The admin's lists: open and overdue invoices by due date, a month's invoices by date.
  await sql`CREATE INDEX invoices_open ON invoices (due_on) WHERE status = 'issued' AND kind = 'invoice'`.execute(db);
  await sql`CREATE INDEX invoices_issued_on ON invoices (issued_on, id)`.execute(db);
  // Each payment confirmed on an invoice (event InvoicePaymentRecorded on the invoice's stream).
  await sql`
    CREATE TABLE invoice_payments (
      id uuid PRIMARY KEY,
      invoice_id uuid NOT NULL,
      client_id uuid NOT NULL,
      amount_cents integer NOT NULL,
      booked_on text NOT NULL,
      source text NOT NULL,
      reference text,
      statement_line_id uuid,
      recorded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX invoice_payments_invoice ON invoice_payments (invoice_id)`.execute(db);
  await sql`CREATE INDEX invoice_payments_booked_on ON invoice_payments (booked_on, id)`.execute(db);
  // The DATEV export's settings: one row, filled by DatevSettingsSet.
  await sql`
    CREATE TABLE datev_settings (
      id text PRIMARY KEY,
      settings jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);

  // --- payments
  // Bank statement lines (credits) with their proposed or confirmed invoice, and the payment settings.
  await sql`
    CREATE TABLE payment_lines (
      id uuid PRIMARY KEY,
      format text NOT NULL,
      account text,
      bank_reference text,
      booked_on text NOT NULL,
      value_on text,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      purpose text NOT NULL,
      counterparty_name text,
      counterparty_iban text,
      end_to_end_id text,
      invoice_id uuid,
      matched_by text,
      status text NOT NULL,
      confirmed_at timestamptz,
      confirmed_by uuid,
      imported_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX payment_lines_status ON payment_lines (status, booked_on DESC, id)`.execute(db);
  await sql`
    CREATE TABLE payment_settings (
      id text PRIMARY KEY,
      auto_activate boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
}
