import type { PackageTypeFigures, PartnerFigures } from '../../../../modules/reports/contract';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { euro, hours } from '../rules/figures-display';

// Each Accelerator's and each package type's share of the year: tables on wide screens, cards on phones.

/** A figure's column: its heading and how a row's figure reads. */
type Column<T> = readonly [heading: string, cell: (row: T) => string];

/** What each table says: the name's heading (the table is 'Zahlen je …'), a year without rows; its test id. */
const tableTexts = {
  partners: {
    nameHeading: 'Accelerator',
    emptyText: 'Keine Stunden und keine Honorare in diesem Jahr.',
    testId: 'partner-figures',
  },
  packageTypes: { nameHeading: 'Pakettyp', emptyText: 'Keine Pakete in diesem Jahr.', testId: 'package-type-figures' },
};

/** A share table: the name as each row's title, then its figures. */
function ShareTable<T extends { name: string }>(props: {
  of: keyof typeof tableTexts;
  columns: readonly Column<T>[];
  rows: (T & { id: string })[];
}) {
  const { nameHeading, emptyText, testId } = tableTexts[props.of];
  const headings = [nameHeading, ...props.columns.map(([heading]) => heading)];
  return (
    <ResponsiveTable
      label={`Zahlen je ${nameHeading}`}
      columns={headings}
      items={props.rows}
      emptyText={emptyText}
      testId={testId}
    >
      {(row) => (
        <ResponsiveRow id={row.id}>
          <ResponsiveCell label={nameHeading} title>
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

export const PartnerTable = ({ partners }: { partners: PartnerFigures[] }) => (
  <ShareTable<PartnerFigures>
    of="partners"
    columns={shareColumns}
    rows={partners.map((p) => ({ ...p, id: p.partnerId }))}
  />
);

/** A package type's figures: what was sold of it, then the same share as an Accelerator's. */
const typeColumns: Column<PackageTypeFigures>[] = [
  ['Stunden verkauft', (t) => hours(t.hoursSold)],
  ['Umsatz netto', (t) => euro(t.invoicedNetCents)],
  ...shareColumns,
];

export const PackageTypeTable = ({ packageTypes }: { packageTypes: PackageTypeFigures[] }) => (
  <ShareTable<PackageTypeFigures>
    of="packageTypes"
    columns={typeColumns}
    rows={packageTypes.map((t) => ({ ...t, id: t.name }))}
  />
);
