import { useMutation } from '@tanstack/react-query';
import { formatMonthLong } from '../../../../lib/german/format';
import type { StatementView } from '../../../../modules/fees/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { feeKeys, issueStatement, resolveDispute } from '../api/fees';
import { StatementLines, type StatementLine } from './StatementLines';
import { DraftedStatementCard } from './DraftedStatementCard';
import * as styles from './Fees.css';

const invalidates = [feeKeys.statements, feeKeys.preview];

/** The office's answer to an open dispute: strike the line (not paid) or keep it. */
function ResolveButtons({ statementId, line }: { statementId: string; line: StatementLine }) {
  const resolve = useMutation({
    mutationFn: (remove: boolean) => resolveDispute(statementId, line.lineId, remove),
    meta: writeMeta('Einwand geklärt', 'Einwand nicht geklärt', invalidates),
  });
  return (
    <span className={styles.actions}>
      <Button variant="danger" onPress={() => resolve.mutate(true)} isPending={resolve.isPending}>
        Zeile streichen
      </Button>
      <Button variant="secondary" onPress={() => resolve.mutate(false)} isPending={resolve.isPending}>
        Zeile behalten
      </Button>
    </span>
  );
}

/** A statement not yet issued, as the office reads it: its lines, open disputes to answer, 'Ausstellen'. */
export function AdminStatementCard({ statement, partnerName }: { statement: StatementView; partnerName: string }) {
  const issue = useMutation({
    mutationFn: () => issueStatement(statement.id),
    meta: writeMeta('Gutschrift ausgestellt', 'Ausstellen nicht möglich', invalidates),
  });
  const openDispute = statement.lines.some((l) => l.dispute && !l.dispute.resolved);
  return (
    <DraftedStatementCard
      statement={statement}
      title={`${partnerName} · ${formatMonthLong(statement.month)}`}
      testId="fee-admin-statement"
      action={
        <Button onPress={() => issue.mutate()} isPending={issue.isPending} isDisabled={openDispute}>
          Ausstellen
        </Button>
      }
    >
      {openDispute ? (
        <Notice tone="warning">
          Der Accelerator hat Einwand erhoben: bitte streichen oder behalten Sie die Zeile.
        </Notice>
      ) : null}
      <StatementLines
        lines={statement.lines}
        label={`Zeilen: ${partnerName}, ${formatMonthLong(statement.month)}`}
        action={(line) =>
          line.dispute && !line.dispute.resolved ? <ResolveButtons statementId={statement.id} line={line} /> : null
        }
      />
    </DraftedStatementCard>
  );
}
