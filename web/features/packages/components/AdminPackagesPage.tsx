import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { packageMessages, type PendingAssignment } from '../../../../modules/packages/contract';
import { pendingAssignmentsQuery } from '../api/packages';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ActivatePackageDialog } from './ActivatePackageDialog';
import { AssignmentQueue } from './AssignmentQueue';
import { CreateAssignDialog } from './CreateAssignDialog';
import { PackageStatCards } from './PackageStatCards';
import { WithdrawOfferDialog } from './WithdrawOfferDialog';
import { draftFromOffer, type AssignmentDraft } from '../rules/assignment-draft';
import { AdminQuickLinks } from '../../../components/layout/AdminQuickLinks';
import * as styles from './AdminPackages.css';

interface AdminPackagesPageProps {
  /** The Create & Assign dialog is open (for this client, if one is named): the route's search. */
  creating: { clientId?: string } | null;
  onCreatingChange: (open: boolean) => void;
}

/** /admin/packages: counts, the queue of offered packages, quick actions (spec 02 §2). Kept live by pushes. */
export function AdminPackagesPage({ creating, onCreatingChange }: AdminPackagesPageProps) {
  const pending = useSuspenseQuery(pendingAssignmentsQuery);
  const [activatingId, setActivatingId] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<PendingAssignment | null>(null);
  // 'Korrigieren' (issue 32): Create & Assign opens with the offer's terms and sends the correction
  // that replaces it in one step; nothing is withdrawn before.
  const [correction, setCorrection] = useState<{ offer: PendingAssignment; draft: AssignmentDraft } | null>(null);
  const setCreating = (open: boolean) => {
    if (!open) setCorrection(null);
    onCreatingChange(open);
  };

  const items = pending.data;
  const ready = items.filter((p) => p.isAccepted);
  const waiting = items.filter((p) => !p.isAccepted);
  // The dialog follows the live list (its banner turns when the client accepts meanwhile).
  const activating = items.find((p) => p.id === activatingId) ?? null;

  return (
    <Page title="Pakete" subtitle="Pakete erstellen, zuweisen und nach Zahlungseingang aktivieren.">
      <PackageStatCards />
      <Card title="Schnellaktionen">
        <div className={styles.quickActions}>
          <Button onPress={() => setCreating(true)}>Neues Paket erstellen</Button>
          <AdminQuickLinks />
        </div>
      </Card>
      {items.length === 0 ? (
        <EmptyState title={packageMessages.allDone}>Kein Paket wartet auf Annahme oder Aktivierung.</EmptyState>
      ) : (
        <>
          <AssignmentQueue
            queue="ready"
            items={ready}
            action={(item) => (
              <Button fullWidth onPress={() => setActivatingId(item.id)}>
                Aktivieren
              </Button>
            )}
          />
          <AssignmentQueue
            queue="waiting"
            items={waiting}
            action={(item) => (
              <div className={styles.offerActions}>
                <Button fullWidth variant="secondary" isDisabled>
                  Wartend
                </Button>
                <Button
                  fullWidth
                  variant="secondary"
                  onPress={() => {
                    setCorrection({ offer: item, draft: draftFromOffer(item) });
                    onCreatingChange(true);
                  }}
                >
                  Korrigieren
                </Button>
                <Button fullWidth variant="danger" onPress={() => setWithdrawing(item)}>
                  Zurückziehen
                </Button>
              </div>
            )}
          />
        </>
      )}
      <CreateAssignDialog
        isOpen={creating !== null}
        clientId={creating?.clientId}
        initial={correction?.draft}
        correcting={
          correction
            ? {
                offerId: correction.offer.id,
                clientName: correction.offer.clientName,
                clientEmail: correction.offer.clientEmail,
              }
            : null
        }
        onOpenChange={setCreating}
      />
      <WithdrawOfferDialog offer={withdrawing} onClose={() => setWithdrawing(null)} />
      <ActivatePackageDialog assignment={activating} onClose={() => setActivatingId(null)} />
    </Page>
  );
}
