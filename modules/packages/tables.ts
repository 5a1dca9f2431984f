export interface PackageTemplatesTable {
  id: string;
  name: string;
  description: string | null;
  price: number | null;
  total_hours: number;
  active: boolean;
  is_preset: boolean;
  preset_type: string | null;
  partners: { partnerId: string; hours: number; description: string | null }[];
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface UserPackagesTable {
  id: string;
  user_id: string;
  package_id: string;
  name: string;
  description: string | null;
  status: string;
  price: number;
  total_hours: number;
  remaining_hours: number;
  reserved_hours: number;
  payment_reference: string | null;
  notes: string | null;
  validity_months: number;
  is_accepted: boolean;
  accepted_at: Date | null;
  decline_reason: string | null;
  activated_at: Date | null;
  expires_at: Date | null;
  ended_at: Date | null;
  cancel_reason: string | null;
  rating: number | null;
  rating_comment: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface PackageAllocationsTable {
  user_package_id: string;
  partner_id: string;
  user_id: string;
  total_hours: number;
  reserved_hours: number;
  consumed_hours: number;
  version: number;
}

export interface PackagesTables {
  package_templates: PackageTemplatesTable;
  user_packages: UserPackagesTable;
  package_allocations: PackageAllocationsTable;
}

/** The dashboards' counters (tallies.ts), apart from the rows they count. */
export interface PackageTallyTables {
  package_tallies: { status: string; packages: number };
  package_clients_ever_active: { user_id: string };
}

/** Each client's standing (standing.ts): current and last package, former client or not. */
export interface ClientStandingTables {
  client_standing: {
    user_id: string;
    current_package_id: string | null;
    current_name: string | null;
    current_status: string | null;
    last_package_id: string | null;
    last_name: string | null;
    last_status: string | null;
    last_activated_at: Date | null;
    last_ended_at: Date | null;
    last_rating: number | null;
    former: boolean;
  };
}
