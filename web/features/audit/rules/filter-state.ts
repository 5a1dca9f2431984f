import type { CalendarDate } from '@internationalized/date';
import type { AuditEntity } from '../../../../modules/audit/contract';
import type { AuditFilter } from '../api/audit';
import { berlinDayEnd, berlinDayStart } from '../../../../lib/german/time';

// What the audit screen's filters hold, and the query they make (pure, unit-tested).

export interface FilterState {
  entity: AuditEntity | null;
  entityId: string | null;
  type: string | null;
  actorId: string | null;
  from: CalendarDate | null;
  to: CalendarDate | null;
}

export const emptyFilter: FilterState = {
  entity: null,
  entityId: null,
  type: null,
  actorId: null,
  from: null,
  to: null,
};

/** 'bis' before 'von' finds nothing; say so instead of sending it. */
export function rangeError(state: Pick<FilterState, 'from' | 'to'>): string | undefined {
  return state.from && state.to && state.to.compare(state.from) < 0 ? "'Bis' liegt vor 'Von'." : undefined;
}

/** The query: an entity only with its id, whole Berlin days for the range. */
export function toAuditFilter(state: FilterState): AuditFilter {
  const filter: AuditFilter = {};
  if (state.entity && state.entityId) Object.assign(filter, { entity: state.entity, entityId: state.entityId });
  if (state.type) filter.type = state.type;
  if (state.actorId) filter.actorId = state.actorId;
  if (!rangeError(state)) {
    if (state.from) filter.from = berlinDayStart(state.from).toISOString();
    if (state.to) filter.to = berlinDayEnd(state.to).toISOString();
  }
  return filter;
}
