import type { PackageTypeFigures, PartnerFigures } from '../../../../modules/reports/contract';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { euro, hours } from '../rules/figures-display';

// Each Accelerator's and each package type's share of the year: tables on wide screens, cards on phones.

const partnerColumns = ['Accelerator', 'Stunden berechnet', 'Wert geleisteter Stunden', 'Honorare netto', 'Marge'];

export function PartnerTable({ partners }: { partners: PartnerFigures[] }) {
  return (
    <ResponsiveTable
      label="Zahlen je Accelerator"
      columns={partnerColumns}
      items={partners.map((p) => ({ ...p, id: p.partnerId }))}
      emptyText="Keine Stunden und keine Honorare in diesem Jahr."
      testId="partner-figures"
    >
      {(p) => (
        <ResponsiveRow id={p.id}>
          <ResponsiveCell label={partnerColumns[0]!} title>
            {p.name}
          </ResponsiveCell>
          <ResponsiveCell label={partnerColumns[1]!}>{hours(p.hoursCharged)}</ResponsiveCell>
          <ResponsiveCell label={partnerColumns[2]!}>{euro(p.deliveredValueCents)}</ResponsiveCell>
          <ResponsiveCell label={partnerColumns[3]!}>{euro(p.feesNetCents)}</ResponsiveCell>
          <ResponsiveCell label={partnerColumns[4]!}>{euro(p.marginCents)}</ResponsiveCell>
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}

const typeColumns = [
  'Pakettyp',
  'Stunden verkauft',
  'Umsatz netto',
  'Stunden berechnet',
  'Wert geleisteter Stunden',
  'Honorare netto',
  'Marge',
];

export function PackageTypeTable({ packageTypes }: { packageTypes: PackageTypeFigures[] }) {
  return (
    <ResponsiveTable
      label="Zahlen je Pakettyp"
      columns={typeColumns}
      items={packageTypes.map((t) => ({ ...t, id: t.name }))}
      emptyText="Keine Pakete in diesem Jahr."
      testId="package-type-figures"
    >
      {(t) => (
        <ResponsiveRow id={t.id}>
          <ResponsiveCell label={typeColumns[0]!} title>
            {t.name}
          </ResponsiveCell>
          <ResponsiveCell label={typeColumns[1]!}>{hours(t.hoursSold)}</ResponsiveCell>
          <ResponsiveCell label={typeColumns[2]!}>{euro(t.invoicedNetCents)}</ResponsiveCell>
          <ResponsiveCell label={typeColumns[3]!}>{hours(t.hoursCharged)}</ResponsiveCell>
          <ResponsiveCell label={typeColumns[4]!}>{euro(t.deliveredValueCents)}</ResponsiveCell>
          <ResponsiveCell label={typeColumns[5]!}>{euro(t.feesNetCents)}</ResponsiveCell>
          <ResponsiveCell label={typeColumns[6]!}>{euro(t.marginCents)}</ResponsiveCell>
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}
