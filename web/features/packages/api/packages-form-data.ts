import { queryOptions } from '@tanstack/react-query';
import { adminAccountKeys, type Account } from '../../../../modules/identity/contract';
import { packageKeys, type ClientWithoutPackage } from '../../../../modules/packages/contract';
import { defaultSpecialty } from '../../../../modules/partners/contract';
import { api } from '../../../api/client';

// What the create-and-assign form picks from: clients who hold no pending or active package, and
// the Acceleratoren shown as 'name - specialty'.

export const assignableClientsQuery = queryOptions({
  queryKey: packageKeys.withoutPackage,
  queryFn: () => api.load<ClientWithoutPackage[]>('/api/packages/clients-without-package', { list: true }),
});

export interface PartnerChoice {
  id: string;
  name: string;
  specialty: string;
}

/** Active partner accounts; the specialty is the account's (kept equal to the profile's on save). */
function toPartnerChoices(accounts: Account[]): PartnerChoice[] {
  return accounts
    .filter((a) => a.role === 'partner' && a.active)
    .map((a) => ({ id: a.id, name: a.name, specialty: a.partnerType?.trim() || defaultSpecialty }));
}

export const partnerChoicesQuery = queryOptions({
  queryKey: adminAccountKeys.partnerUsers,
  queryFn: () => api.load<Account[]>('/api/users/role/partner', { list: true }),
  select: toPartnerChoices,
});
