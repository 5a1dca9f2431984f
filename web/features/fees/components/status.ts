import { formatCents, formatDate, hoursText } from '../../../../lib/german/format';
import type { StatementStatus, StatementView } from '../../../../modules/fees/contract';
import type { PillTone } from '../../../components/ui/StatusPill';

/** A statement's state as a pill: open work warm, an objection red, issued green. */
export const statusTone: Record<StatementStatus, PillTone> = {
  drafted: 'warning',
  confirmed: 'info',
  disputed: 'danger',
  issued: 'success',
};

/** 'Entworfen am 01.11.2026 · 1 Stunde · 120,00 € netto': a statement's card line, for both sides. */
export const draftedLine = (s: Pick<StatementView, 'draftedAt' | 'hours' | 'netCents'>): string =>
  `Entworfen am ${formatDate(s.draftedAt)} · ${hoursText(s.hours)} · ${formatCents(s.netCents)} netto`;
