import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDate } from '../../../../lib/german/format';
import { mandateRequest, sepaKeys, sepaMessages, type Mandate } from '../../../../modules/sepa/contract';
import { writeMeta } from '../../../api/query-meta';
import { queryCard } from '../../../components/errors/QueryCard';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { Fact, FactList } from '../../../components/ui/FactList';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../../../components/ui/TextField';
import { grantMandate, mandateQuery, revokeMandate } from '../api/sepa';
import * as styles from './Sepa.css';

const stale = [sepaKeys.all];

/** The mandate as granted: the account, the reference, the creditor and the text as shown. */
function MandateFacts({ mandate }: { mandate: Mandate }) {
  return (
    <FactList>
      <Fact label="Kontoinhaber">{mandate.accountHolder}</Fact>
      <Fact label="IBAN">
        <span className={styles.mono}>{mandate.iban}</span>
      </Fact>
      <Fact label="Mandatsreferenz">
        <span className={styles.mono}>{mandate.reference}</span>
      </Fact>
      <Fact label="Gläubiger-ID">
        <span className={styles.mono}>{mandate.creditorId}</span>
      </Fact>
      <Fact label="Erteilt am">{formatCalendarDate(mandate.signedOn)}</Fact>
    </FactList>
  );
}

function GrantForm({ text, creditor }: { text: string; creditor: { name: string; creditorId: string } }) {
  const [iban, setIban] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const [errors, setErrors] = useState<{ iban?: string; accountHolder?: string }>({});
  const grant = useMutation({
    mutationFn: grantMandate,
    meta: writeMeta(sepaMessages.granted, sepaMessages.grantFailed, stale),
  });
  const submit = () => {
    const parsed = mandateRequest.safeParse({ iban, accountHolder });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'iban' | 'accountHolder'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    grant.mutate({ iban, accountHolder });
  };
  return (
    <form
      className={styles.stackMd}
      aria-label="SEPA-Lastschriftmandat erteilen"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p>
        <strong>SEPA-Lastschriftmandat (Basislastschrift)</strong>
        <br />
        <span className={styles.quiet}>
          Zahlungsempfänger: {creditor.name}, Gläubiger-ID {creditor.creditorId}. Die Mandatsreferenz erhalten Sie mit
          dem Erteilen; wiederkehrende Zahlungen.
        </span>
      </p>
      <blockquote className={styles.mandateText} data-testid="mandate-text">
        {text}
      </blockquote>
      <TextField
        label="IBAN"
        description="Mit oder ohne Leerzeichen, z. B. DE02 1203 0000 0000 2020 51"
        value={iban}
        onChange={setIban}
        error={errors.iban}
        autoComplete="off"
        isRequired
      />
      <TextField
        label="Kontoinhaber"
        value={accountHolder}
        onChange={setAccountHolder}
        error={errors.accountHolder}
        autoComplete="name"
        isRequired
      />
      {grant.error ? <Notice tone="error">{grant.error.message}</Notice> : null}
      <div>
        <Button type="submit" isPending={grant.isPending}>
          Mandat erteilen
        </Button>
      </div>
    </form>
  );
}

function ActiveMandate({ mandate }: { mandate: Mandate }) {
  const revoke = useMutation({
    mutationFn: revokeMandate,
    meta: writeMeta(sepaMessages.revoked, sepaMessages.revokeFailed, stale),
  });
  return (
    <div className={styles.stackMd}>
      <Notice tone="success">
        Sie haben {mandate.creditorName} ermächtigt, Ihre Rechnungen per SEPA-Lastschrift einzuziehen.
      </Notice>
      <MandateFacts mandate={mandate} />
      <blockquote className={styles.mandateText} data-testid="mandate-text">
        {mandate.text}
      </blockquote>
      <div>
        <ConfirmButton
          label="Mandat widerrufen"
          title="Lastschriftmandat widerrufen?"
          confirmLabel="Widerrufen"
          confirmVariant="danger"
          runs={revoke}
        >
          Danach ziehen wir nichts mehr von diesem Konto ein; offene Rechnungen überweisen Sie bitte.
        </ConfirmButton>
      </div>
    </div>
  );
}

function OwnMandate() {
  const { data } = useSuspenseQuery(mandateQuery());
  if (data.mandate) return <ActiveMandate mandate={data.mandate} />;
  if (!data.creditor || !data.text)
    return <Notice tone="info">Die Zahlung per Lastschrift ist noch nicht möglich; bitte überweisen Sie.</Notice>;
  return <GrantForm text={data.text} creditor={data.creditor} />;
}

/** /invoices (clients): grant a SEPA core mandate with the text shown, see it, revoke it. */
export const MandateCard = queryCard(
  {
    title: 'Lastschrift',
    subtitle: 'Bezahlen Sie Ihre Rechnungen bequem per SEPA-Lastschrift.',
    testId: 'sepa-mandate',
    loadError: sepaMessages.loadFailed,
  },
  OwnMandate,
);

function ClientMandate({ clientId }: { clientId: string }) {
  const { data } = useSuspenseQuery(mandateQuery(clientId));
  if (!data.mandate) return <p className={styles.quiet}>Kein Lastschriftmandat.</p>;
  return <MandateFacts mandate={data.mandate} />;
}

/** The admin's view of a client's mandate, on the client's details. */
export const ClientMandateCard = queryCard(
  {
    title: 'Lastschriftmandat',
    testId: 'client-sepa-mandate',
    loadError: sepaMessages.loadFailed,
  },
  ClientMandate,
);
