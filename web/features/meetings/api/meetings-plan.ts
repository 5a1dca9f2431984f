import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { meetingKeys } from '../../../../modules/meetings/contract';
import { partnerClientSchema, partnerMessages, type PartnerClient } from '../../../../modules/partners/contract';
import { api } from '../../../api/client';

const answer = z.array(partnerClientSchema);

/**
 * The partner's clients with their hours, for the plan dialog and the coordination picker.
 * Its own key under ['meetings'], made stale by every hour change of the partner's packages
 * (api/refresh.ts), not shared with the partners feature's ['partners', 'my-clients'].
 */
export const planClientsQuery = queryOptions({
  queryKey: [...meetingKeys.all, 'plan-clients'] as const,
  queryFn: async ({ signal }): Promise<PartnerClient[]> =>
    answer.parse(await api.load('/api/partner-clients/my-clients', { list: true, signal })),
  meta: { loadErrorToast: partnerMessages.clientsLoadFailed },
});
