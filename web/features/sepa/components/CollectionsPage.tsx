import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { formatCalendarDate, formatCents, formatDateTime } from '../../../../lib/german/format';
import { addDays, berlinDateOf } from '../../../../lib/german/time';
import { sepaKeys, sepaMessages, type Collection } from '../../../../modules/sepa/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { textLink } from '../../../components/ui/Link.css';
import { Notice } from '../../../components/ui/Notice';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { collectionsQuery, collectionXmlUrl, createCollection } from '../api/sepa';
import { HandOverButton, WithdrawAction } from './CollectionActions';
import * as styles from './Sepa.css';

function CreateCard() {
  const [dueUntil, setDueUntil] = useState<CalendarDate | null>(() => parseDate(addDays(berlinDateOf(new Date()), 14)));
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: createCollection,
    meta: { ...writeMeta(sepaMessages.created, sepaMessages.createFailed, [sepaKeys.all]), errorToast: () => null },
  });
  return (
    <Card
      title="Einzug erstellen"
      subtitle="Alle offenen Rechnungen von Klienten mit Lastschriftmandat, die bis zu diesem Tag fällig sind und noch in keinem Einzug stehen."
      testId="sepa-create"
    >
      <form
        className={styles.stackMd}
        aria-label="Einzug erstellen"
        onSubmit={(e) => {
          e.preventDefault();
          setMissing(!dueUntil);
          if (dueUntil) create.mutate({ dueUntil: dueUntil.toString() });
        }}
      >
        <div className={styles.row}>
          <DatePickerField
            label="Fällig bis"
            value={dueUntil}
            onChange={setDueUntil}
            error={missing ? sepaMessages.dueUntilInvalid : undefined}
            isRequired
          />
          <Button type="submit" isPending={create.isPending}>
            Einzug erstellen
          </Button>
        </div>
        {create.data ? (
          <Notice tone="success">
            {`Einzug mit ${create.data.count} Lastschrift${create.data.count === 1 ? '' : 'en'} über ${formatCents(create.data.totalCents)} erstellt. Laden Sie die Datei herunter und reichen Sie sie bei Ihrer Bank ein.`}
          </Notice>
        ) : null}
        {create.error ? <Notice tone="error">{create.error.message}</Notice> : null}
      </form>
    </Card>
  );
}

const columns = ['Rechnung', 'Klient', 'Betrag', 'Einzug am', 'Mandatsreferenz', 'Status', 'Aktionen'] as const;

/** A debit's state: in the file, returned by the bank, or taken out by the office. */
function debitState(i: Collection['items'][number], handedOver: boolean): string {
  if (i.withdrawnReason) return `Herausgenommen (${i.withdrawnReason})`;
  if (i.returnReason) return `Rücklastschrift (${i.returnReason})`;
  if (i.recallNeeded)
    return 'Mandat nach der Übergabe widerrufen: Bitte lassen Sie die Lastschrift von Ihrer Bank zurückrufen.';
  return handedOver ? 'Lastschrift eingereicht' : 'In der Datei';
}

function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <Card
      title={`Einzug vom ${formatDateTime(collection.createdAt)}`}
      subtitle={`Fällig bis ${formatCalendarDate(collection.dueUntil)} · ${collection.count} Lastschrift${collection.count === 1 ? '' : 'en'} · ${formatCents(collection.totalCents)}${collection.handedOverAt ? ` · an die Bank übergeben am ${formatDateTime(collection.handedOverAt)}` : ''}`}
      testId="sepa-collection"
    >
      <div className={styles.stackMd}>
        <div>
          <a
            className={textLink}
            href={collectionXmlUrl(collection.id)}
            download
            data-testid="sepa-collection-xml"
            aria-label={`Datei für die Bank (pain.008) des Einzugs vom ${formatDateTime(collection.createdAt)}`}
          >
            Datei für die Bank herunterladen (XML, pain.008)
          </a>
        </div>
        {collection.handedOverAt ? null : <HandOverButton collection={collection} />}
        <ResponsiveTable
          label="Lastschriften des Einzugs"
          columns={columns}
          items={collection.items.map((i) => ({ ...i, id: i.invoiceId }))}
          emptyText="Keine Lastschriften."
        >
          {(i) => (
            <ResponsiveRow id={i.id} testId="sepa-collection-item">
              <ResponsiveCell label={columns[0]} title>
                {i.invoiceNumber}
              </ResponsiveCell>
              <ResponsiveCell label={columns[1]}>{i.clientName}</ResponsiveCell>
              <ResponsiveCell label={columns[2]}>
                <span className={styles.amount}>{formatCents(i.amountCents)}</span>
              </ResponsiveCell>
              <ResponsiveCell label={columns[3]}>{formatCalendarDate(i.collectionDate)}</ResponsiveCell>
              <ResponsiveCell label={columns[4]}>
                <span className={styles.mono}>{i.mandateReference}</span>
              </ResponsiveCell>
              <ResponsiveCell label={columns[5]}>{debitState(i, collection.handedOverAt !== null)}</ResponsiveCell>
              <ResponsiveCell label={columns[6]}>
                {collection.handedOverAt || i.withdrawnReason || i.returnReason ? null : (
                  <WithdrawAction collectionId={collection.id} invoiceId={i.invoiceId} />
                )}
              </ResponsiveCell>
            </ResponsiveRow>
          )}
        </ResponsiveTable>
      </div>
    </Card>
  );
}

/** /admin/sepa: create a collection for a due date, list the collections, download each file for the bank. */
export function CollectionsPage() {
  const { data } = useSuspenseQuery(collectionsQuery);
  return (
    <div className={styles.cards}>
      <CreateCard />
      {data.length === 0 ? (
        <Notice tone="info">Noch kein Einzug erstellt.</Notice>
      ) : (
        data.map((c) => <CollectionCard key={c.id} collection={c} />)
      )}
    </div>
  );
}
