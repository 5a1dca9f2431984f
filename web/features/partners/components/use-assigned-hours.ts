import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { myPackageQuery } from '../../packages';
import { useSessionUser } from '../../../auth/use-session';
import type { AssignedHours } from '../rules/directory';

/** A client's hours per partner from their current package (empty for other roles). */
export function useAssignedHours(): ReadonlyMap<string, AssignedHours> {
  const user = useSessionUser();
  const pkg = useQuery({ ...myPackageQuery, enabled: user?.role === 'user' });
  return useMemo(() => {
    const map = new Map<string, AssignedHours>();
    for (const p of pkg.data?.partners ?? []) {
      const before = map.get(p.partnerId);
      map.set(p.partnerId, {
        totalHours: (before?.totalHours ?? 0) + p.totalHours,
        remainingHours: (before?.remainingHours ?? 0) + p.remainingHours,
      });
    }
    return map;
  }, [pkg.data]);
}
