import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { formatCents, formatHours, formatMonthLong } from '../../../../lib/german/format';
import { berlinMonthOf } from '../../../../lib/german/time';
import { disputeRequest, type StatementView } from '../../../../modules/fees/contract';
import { writeMeta } from '../../../api/query-meta';
import { ReasonDialogButton } from '../../../components/form/ReasonDialogButton';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { StatGrid, StatTile } from '../../../components/ui/StatTile';
import { useFirstFew } from '../../../components/ui/FirstFew';
import { confirmStatement, disputeLine, feeKeys, previewQuery, statementsQuery } from '../api/fees';
import { BillingDataCard } from './BillingDataCard';
import { IssuedStatements } from './IssuedStatements';
import { StatementLines } from './StatementLines';
import { DraftedStatementCard } from './DraftedStatementCard';
import * as styles from './Fees.css';

const disputeReason = disputeRequest.pick({ reason: true });

/** This month so far: what a statement would hold today (hours × rate, paid late cancellations). */
function PreviewCard({ partnerId, month }: { partnerId: string; month: string }) {
  const { data } = useSuspenseQuery(previewQuery(partnerId, month));
  return (
    <Card
      title={`Laufender Monat: ${formatMonthLong(month)}`}
      subtitle="Was Ihre Abrechnung für diesen Monat bisher enthielte. Sie wird nach Monatsende entworfen."
      testId="fee-preview"
    >
      <div className={styles.stackMd}>
        <StatGrid aria-label="Bisher in diesem Monat">
          <StatTile label="Stunden" value={formatHours(data.hours)} testId="fee-preview-hours" />
          <StatTile label="Honorar (netto)" value={formatCents(data.amount)} testId="fee-preview-amount" />
        </StatGrid>
        <StatementLines lines={data.lines} label={`Stunden im ${formatMonthLong(month)}`} />
      </div>
    </Card>
  );
}

/** A drafted statement: the Accelerator confirms it or disputes a line with a reason. */
function OpenStatementCard({ statement }: { statement: StatementView }) {
  const invalidates = [feeKeys.statements, feeKeys.preview];
  const confirm = useMutation({
    mutationFn: () => confirmStatement(statement.id),
    meta: writeMeta('Abrechnung bestätigt', 'Bestätigen nicht möglich', invalidates),
  });
  const canDispute = statement.status !== 'issued';
  return (
    <DraftedStatementCard
      statement={statement}
      title={`Abrechnung ${formatMonthLong(statement.month)}`}
      testId="fee-statement"
      action={
        statement.status === 'drafted' ? (
          <Button onPress={() => confirm.mutate()} isPending={confirm.isPending}>
            Abrechnung bestätigen
          </Button>
        ) : null
      }
    >
      {statement.status === 'disputed' ? (
        <Notice tone="info">
          Ihr Einwand liegt beim Büro. Es streicht die Zeile oder behält sie und stellt dann aus.
        </Notice>
      ) : (
        <p className={styles.quiet}>
          Stimmt etwas nicht, erheben Sie Einwand gegen die Zeile. Ohne Einwand wird die Abrechnung 7 Tage nach dem
          Entwurf ausgestellt.
        </p>
      )}
      <StatementLines
        lines={statement.lines}
        label={`Zeilen der Abrechnung ${formatMonthLong(statement.month)}`}
        action={(line) =>
          canDispute && !line.removed && !(line.dispute && !line.dispute.resolved) ? (
            <ReasonDialogButton
              label="Einwand erheben"
              title="Einwand gegen diese Zeile"
              subtitle={`${line.packageName}, ${formatHours(line.hundredths / 100)} Std., ${formatCents(line.amountCents)}`}
              confirmLabel="Einwand senden"
              schema={disputeReason}
              run={(reason) => disputeLine(statement.id, line.lineId, reason)}
              meta={writeMeta('Einwand gesendet', 'Einwand nicht möglich', invalidates)}
            >
              <p>Das Büro prüft die Zeile und streicht sie oder behält sie. Bis dahin wird nichts ausgestellt.</p>
            </ReasonDialogButton>
          ) : null
        }
      />
    </DraftedStatementCard>
  );
}

/** The last year's Gutschriften; older ones on request (a coach of some years has dozens). */
const issuedShown = 12;

/** /partner/billing 'Abrechnung': this month so far, the drafts to confirm, the Gutschriften, the billing data. */
export function PartnerBillingPage({ partnerId, name }: { partnerId: string; name: string }) {
  const month = berlinMonthOf(new Date());
  const { data: statements } = useSuspenseQuery(statementsQuery({ partnerId }));
  const open = statements.filter((s) => s.status !== 'issued');
  const issued = useFirstFew(
    statements.filter((s) => s.status === 'issued'),
    issuedShown,
  );
  return (
    <div className={styles.cards}>
      {open.map((s) => (
        <OpenStatementCard key={s.id} statement={s} />
      ))}
      <PreviewCard partnerId={partnerId} month={month} />
      <Card
        title="Gutschriften"
        subtitle="Die ausgestellten Abrechnungen: Gutschriften, die die Firma in Ihrem Namen ausstellt (§ 14 Abs. 2 UStG)."
        testId="fee-issued"
      >
        <IssuedStatements statements={issued.shown} />
        {issued.toggle}
      </Card>
      <BillingDataCard name={name} />
    </div>
  );
}
