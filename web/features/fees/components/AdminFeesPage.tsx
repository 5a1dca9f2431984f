import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMonthLong } from '../../../../lib/german/format';
import { addBerlinMonths, berlinDateOf } from '../../../../lib/german/time';
import { statementStatusLabels, statementStatuses } from '../../../../modules/fees/contract';
import { ERASED_ACCELERATOR } from '../../../../modules/identity/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { SelectField } from '../../../components/ui/SelectField';
import { recentMonths } from '../../invoicing';
import { partnerAccountsQuery } from '../../partners';
import { draftMonth, feeKeys, statementsQuery } from '../api/fees';
import { AdminStatementCard } from './AdminStatementCard';
import { PayoutCard } from './PayoutCard';
import * as styles from './Fees.css';
import { paidOut } from '../rules/payout-state';

/** The ended months the office may bill: the last two years, the latest first. */
const endedMonths = () => recentMonths(berlinDateOf(addBerlinMonths(new Date(), -1)), 24);

/** 'Monat abrechnen': drafts the statements of an ended month for every Accelerator with terms (what the job does). */
function DraftCard() {
  const months = endedMonths();
  const [month, setMonth] = useState(months[0]!);
  const draft = useMutation({
    mutationFn: () => draftMonth(month),
    meta: writeMeta('Monat abgerechnet', 'Monat nicht abgerechnet', [feeKeys.statements]),
  });
  return (
    <Card
      title="Monat abrechnen"
      subtitle="Entwirft die Abrechnungen eines beendeten Monats für alle Acceleratoren mit Honorar. Das geschieht sonst täglich um 6 Uhr für den Vormonat."
      testId="fee-draft"
    >
      <div className={styles.filters}>
        <SelectField
          label="Monat"
          options={months.map((id) => ({ id, label: formatMonthLong(id) }))}
          value={month}
          onChange={(v) => v && setMonth(v)}
        />
        <Button onPress={() => draft.mutate()} isPending={draft.isPending}>
          Monat abrechnen
        </Button>
      </div>
      {draft.data ? (
        <Notice tone="success">
          {draft.data.drafted === 0
            ? 'Keine neue Abrechnung: alle Acceleratoren dieses Monats sind schon abgerechnet.'
            : `${draft.data.drafted} Abrechnung${draft.data.drafted === 1 ? '' : 'en'} entworfen.`}
        </Notice>
      ) : null}
    </Card>
  );
}

const all = 'all';

/** /admin/fees 'Honorare': the statements by month, Accelerator and state; disputes, issuing, payouts. */
export function AdminFeesPage() {
  const { data: statements } = useSuspenseQuery(statementsQuery());
  const { data: partners } = useSuspenseQuery(partnerAccountsQuery);
  const [month, setMonth] = useState(all);
  const [partnerId, setPartnerId] = useState(all);
  const [state, setState] = useState(all);
  const names = new Map(partners.map((p) => [p.id, p.name]));
  const partnerName = (id: string) => names.get(id) ?? ERASED_ACCELERATOR;
  const shown = statements.filter(
    (s) => (month === all || s.month === month) && (partnerId === all || s.partnerId === partnerId),
  );
  const notIssued = shown.filter((s) => s.status !== 'issued' && (state === all || s.status === state));
  // Without a month chosen, the Gutschriften still to pay out or waiting for the bank (years of paid
  // ones would bury them); a month shows all of its own.
  const issued =
    state === all || state === 'issued'
      ? shown.filter((s) => s.status === 'issued' && (month !== all || !paidOut(s)))
      : [];
  const months = [...new Set(statements.map((s) => s.month))].sort().reverse();
  return (
    <div className={styles.cards}>
      <Card title="Abrechnungen" subtitle="Nach Monat, Accelerator und Stand." testId="fee-filters">
        <div className={styles.filters}>
          <SelectField
            label="Monat"
            options={[{ id: all, label: 'Alle Monate' }, ...months.map((id) => ({ id, label: formatMonthLong(id) }))]}
            value={month}
            onChange={(v) => setMonth(v ?? all)}
          />
          <SelectField
            label="Accelerator"
            options={[{ id: all, label: 'Alle Acceleratoren' }, ...partners.map((p) => ({ id: p.id, label: p.name }))]}
            value={partnerId}
            onChange={(v) => setPartnerId(v ?? all)}
          />
          <SelectField
            label="Stand"
            options={[
              { id: all, label: 'Alle' },
              ...statementStatuses.map((id) => ({ id, label: statementStatusLabels[id] })),
            ]}
            value={state}
            onChange={(v) => setState(v ?? all)}
          />
        </div>
      </Card>
      {notIssued.length === 0 && state !== 'issued' ? (
        <Notice tone="info">Keine offene Abrechnung: alles ist ausgestellt.</Notice>
      ) : (
        notIssued.map((s) => <AdminStatementCard key={s.id} statement={s} partnerName={partnerName(s.partnerId)} />)
      )}
      <PayoutCard statements={issued} partnerName={partnerName} />
      <DraftCard />
    </div>
  );
}
