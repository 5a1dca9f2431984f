import type { StatementStatus } from '../../../../modules/fees/contract';
import type { PillTone } from '../../../components/ui/StatusPill';

/** A statement's state as a pill: open work warm, an objection red, issued green. */
export const statusTone: Record<StatementStatus, PillTone> = {
  drafted: 'warning',
  confirmed: 'info',
  disputed: 'danger',
  issued: 'success',
};
