import type { ReactNode } from 'react';
import { formatCalendarDate, formatCents, formatHours } from '../../../../lib/german/format';
import type { FeeLine, LineKind, StatementView } from '../../../../modules/fees/contract';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import * as styles from './Fees.css';

type StatementLineView = StatementView['lines'][number];
/** A statement's line, or a preview's (never disputed nor struck). */
export type StatementLine = FeeLine & Partial<Pick<StatementLineView, 'removed' | 'dispute'>>;

const kindLabels: Record<LineKind, string> = {
  completed: 'Durchgeführt',
  noShow: 'Klient nicht erschienen',
  lateCancellation: 'Kurzfristig abgesagt',
};

/** What the line is: the meeting's kind, marked when it corrects an earlier month. */
const lineKind = (l: Pick<StatementLine, 'kind' | 'correction'>) =>
  l.correction ? `Korrektur: ${kindLabels[l.kind]}` : kindLabels[l.kind];

const columns = ['Datum', 'Paket', 'Art', 'Stunden', 'Satz', 'Betrag', 'Einwand'] as const;

/** A dispute as both sides read it: the reason, then the office's answer; '–' for none (unless a button stands there). */
function DisputeText({ line, hasAction }: { line: StatementLine; hasAction: boolean }) {
  if (!line.dispute) return hasAction ? null : <span className={styles.quiet}>–</span>;
  const answer = line.removed ? 'Gestrichen' : line.dispute.resolved ? 'Behalten' : 'Offen';
  return <CellLines main={`${answer}: „${line.dispute.reason}“`} detail={line.dispute.note ?? undefined} />;
}

/** The lines of a statement or preview; `action` adds the viewer's buttons to a line (dispute, resolve). */
export function StatementLines({
  lines,
  label,
  action,
}: {
  lines: readonly StatementLine[];
  label: string;
  action?: (line: StatementLine) => ReactNode;
}) {
  return (
    <ResponsiveTable
      label={label}
      columns={columns}
      items={lines.map((l) => ({ ...l, id: l.lineId }))}
      emptyText="Keine Stunden in diesem Monat."
      testId="fee-lines"
    >
      {(l) => {
        const buttons = action?.(l);
        return (
          <ResponsiveRow id={l.id} testId="fee-line">
            <ResponsiveCell label={columns[0]} title>
              <span className={l.removed ? styles.struck : undefined}>{formatCalendarDate(l.date)}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]}>{l.packageName}</ResponsiveCell>
            <ResponsiveCell label={columns[2]}>{lineKind(l)}</ResponsiveCell>
            <ResponsiveCell label={columns[3]}>
              <span className={styles.amount}>{formatHours(l.hundredths / 100)}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[4]}>
              <span className={styles.amount}>{formatCents(l.rateCents)}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[5]}>
              <span className={[styles.amount, l.removed ? styles.struck : ''].join(' ')}>
                {formatCents(l.amountCents)}
              </span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[6]}>
              <div className={styles.actions}>
                <DisputeText line={l} hasAction={buttons != null} />
                {buttons}
              </div>
            </ResponsiveCell>
          </ResponsiveRow>
        );
      }}
    </ResponsiveTable>
  );
}
