import type { AuthUser } from '../../server/http/access';
import type { UsersTable } from '../identity';
import type { ContactPartnerProfile, PartnerProfile, PartnerProfileView, PublicPartnerProfile } from './contract';
import type { PartnerProfilesTable } from './tables';

// Who sees what of a profile (spec 02 §6; issue 6): admins everything; a partner their own profile
// fully; everyone else the public fields of active partners, and a client assigned to the partner
// also e-mail and phone. Never the hourly rate or available hours outside the full view.

/** Mean of the references' ratings to one decimal; null without references. */
export function ratingOf(row: PartnerProfilesTable): number | null {
  const ratings = row.client_references.map((r) => r.rating);
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

export function toPublicProfile(row: PartnerProfilesTable, user: UsersTable): PublicPartnerProfile {
  return {
    id: row.user_id,
    userId: row.user_id,
    name: user.name,
    specialty: row.specialty,
    location: row.location,
    linkedin: row.linkedin,
    calendlyLink: row.calendly_link,
    bio: row.bio,
    active: row.active,
    rating: ratingOf(row),
    expertise: row.expertise.map((x) => ({ title: x.title, description: x.description })),
    references: row.client_references.map((r) => ({
      client: r.client,
      rating: r.rating,
      project: r.project,
      testimonial: r.testimonial,
    })),
  };
}

export function toFullProfile(row: PartnerProfilesTable, user: UsersTable): PartnerProfile {
  return {
    ...toPublicProfile(row, user),
    email: user.email,
    phone: row.phone,
    hourlyRate: row.hourly_rate === null ? null : Number(row.hourly_rate),
    availableHours: row.available_hours === null ? null : Number(row.available_hours),
    partnerType: user.partner_type,
    accountActive: user.deactivated_at === null,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toContactProfile(row: PartnerProfilesTable, user: UsersTable): ContactPartnerProfile {
  return { ...toPublicProfile(row, user), email: user.email, phone: row.phone };
}

/** Whether a partner shows in the directory: profile switched on and account not deactivated. */
const isListed = (row: PartnerProfilesTable, user: UsersTable): boolean => row.active && user.deactivated_at === null;

/** The view `viewer` may have of one profile, or null when it is hidden from them. */
export function viewFor(
  viewer: AuthUser,
  row: PartnerProfilesTable,
  user: UsersTable,
  assignedToViewer: boolean,
): PartnerProfileView | null {
  if (viewer.role === 'admin' || viewer.id === row.user_id) return toFullProfile(row, user);
  if (!isListed(row, user)) return null;
  return viewer.role === 'user' && assignedToViewer ? toContactProfile(row, user) : toPublicProfile(row, user);
}
