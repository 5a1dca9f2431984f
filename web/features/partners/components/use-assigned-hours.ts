import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { myPackageQuery } from '../../packages';
import { useSessionUser } from '../../../auth/use-session';
import { assignedHoursOf, type AssignedHours } from '../rules/directory';

/** A client's hours per partner from their current package (empty for other roles). */
export function useAssignedHours(): ReadonlyMap<string, AssignedHours> {
  const user = useSessionUser();
  const pkg = useQuery({ ...myPackageQuery, enabled: user?.role === 'user' });
  return useMemo(() => assignedHoursOf(user?.role === 'user' ? pkg.data : null), [pkg.data, user?.role]);
}
