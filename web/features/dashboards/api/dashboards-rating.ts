import type { UserPackage } from '../../../../modules/packages/contract';
import { api } from '../../../api/client';

/** The client rates a finished (completed or expired) package once, 1-5 stars. Never retried. */
export function ratePackage(userPackageId: string, rating: number, comment: string | null): Promise<UserPackage> {
  return api.post<UserPackage>(
    `/api/packages/${encodeURIComponent(userPackageId)}/rating`,
    { rating, comment },
    { retries: 0 },
  );
}
