import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { pendingAssignmentsQuery } from '../api/packages';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ButtonLink } from '../../../components/ui/Link';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ActivatePackageDialog } from './ActivatePackageDialog';
import { adminPriceLabel } from '../rules/format';
import { Fact, FactList } from '../../../components/ui/FactList';
import * as styles from './PackageForms.css';

/** /admin/clients/$clientId/activate-package: opens the activation of that client's offered package. */
export function ClientActivationPage({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const pending = useSuspenseQuery(pendingAssignmentsQuery);
  const [open, setOpen] = useState(true);
  // A client holds at most one pending package, so there is at most one to activate.
  const assignment = pending.data.find((p) => p.clientId === clientId) ?? null;
  const back = (
    <ButtonLink to="/admin/clients/$clientId" params={{ clientId }} variant="secondary">
      Zurück zum Klienten
    </ButtonLink>
  );

  return (
    <Page title="Paket aktivieren">
      {!assignment ? (
        <>
          <EmptyState title="Kein Paket zur Aktivierung">
            Dieser Klient hat kein Paket, das auf Annahme oder Aktivierung wartet.
          </EmptyState>
          <div>{back}</div>
        </>
      ) : (
        <Card title={assignment.packageName} subtitle={`${assignment.clientName} · ${assignment.clientEmail}`}>
          <FactList layout="grid" columns={3} phone={2} look="strong">
            <Fact label="Stunden">{formatHours(assignment.totalHours)}</Fact>
            <Fact label="Preis">{adminPriceLabel(assignment.price)}</Fact>
            <Fact label="Angeboten am">{formatDate(assignment.createdAt)}</Fact>
          </FactList>
          <div className={styles.cardActions}>
            <Button onPress={() => setOpen(true)}>Aktivieren</Button>
            {back}
          </div>
        </Card>
      )}
      <ActivatePackageDialog
        assignment={open ? assignment : null}
        onClose={() => setOpen(false)}
        onActivated={() => void navigate({ to: '/admin/clients/$clientId', params: { clientId } })}
      />
    </Page>
  );
}
