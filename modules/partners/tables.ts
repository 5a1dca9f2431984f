import type { Expertise, Reference } from './contract';

export interface PartnerProfilesTable {
  user_id: string;
  specialty: string;
  location: string | null;
  phone: string | null;
  linkedin: string | null;
  calendly_link: string | null;
  hourly_rate: number | null;
  available_hours: number | null;
  active: boolean;
  bio: string | null;
  expertise: Expertise[];
  client_references: Reference[];
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface PartnersTables {
  partner_profiles: PartnerProfilesTable;
}
