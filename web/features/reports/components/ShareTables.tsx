import type { PackageTypeFigures, PartnerFigures } from '../../../../modules/reports/contract';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { euro, hours } from '../rules/figures-display';

// Each Accelerator's and each package type's share of the year: tables on wide screens, cards on phones.

/** A figure's column: its heading and how a row's figure reads. */
type Column<T> = readonly [heading: string, cell: (row: T) => string];

/** A share table: the name as each row's title, then its figures. */
function ShareTable<T extends { name: string }>(props: {
  label: string;
  nameHeading: string;
  columns: readonly Column<T>[];
  rows: (T & { id: string })[];
  emptyText: string;
  testId: string;
}) {
  const headings = [props.nameHeading, ...props.columns.map(([heading]) => heading)];
  return (
    <ResponsiveTable
      label={props.label}
      columns={headings}
      items={props.rows}
      emptyText={props.emptyText}
      testId={props.testId}
    >
      {(row) => (
        <ResponsiveRow id={row.id}>
          <ResponsiveCell label={props.nameHeading} title>
            {row.name}
          </ResponsiveCell>
          {props.columns.map(([heading, cell]) => (
            <ResponsiveCell key={heading} label={heading}>
              {cell(row)}
            </ResponsiveCell>
          ))}
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}

/** An Accelerator's share of the year, which a package type shows too. */
const shareColumns: Column<Omit<PartnerFigures, 'partnerId' | 'name'>>[] = [
  ['Stunden berechnet', (p) => hours(p.hoursCharged)],
  ['Wert geleisteter Stunden', (p) => euro(p.deliveredValueCents)],
  ['Honorare netto', (p) => euro(p.feesNetCents)],
  ['Marge', (p) => euro(p.marginCents)],
];

export function PartnerTable({ partners }: { partners: PartnerFigures[] }) {
  return (
    <ShareTable<PartnerFigures>
      label="Zahlen je Accelerator"
      nameHeading="Accelerator"
      columns={shareColumns}
      rows={partners.map((p) => ({ ...p, id: p.partnerId }))}
      emptyText="Keine Stunden und keine Honorare in diesem Jahr."
      testId="partner-figures"
    />
  );
}

/** A package type's figures: what was sold of it, then the same share as an Accelerator's. */
const typeColumns: Column<PackageTypeFigures>[] = [
  ['Stunden verkauft', (t) => hours(t.hoursSold)],
  ['Umsatz netto', (t) => euro(t.invoicedNetCents)],
  ...shareColumns,
];

export function PackageTypeTable({ packageTypes }: { packageTypes: PackageTypeFigures[] }) {
  return (
    <ShareTable<PackageTypeFigures>
      label="Zahlen je Pakettyp"
      nameHeading="Pakettyp"
      columns={typeColumns}
      rows={packageTypes.map((t) => ({ ...t, id: t.name }))}
      emptyText="Keine Pakete in diesem Jahr."
      testId="package-type-figures"
    />
  );
}
