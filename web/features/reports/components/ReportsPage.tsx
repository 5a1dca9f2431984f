import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '../../../../lib/german/format';
import { commonErrorToast } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { StatGrid, StatTile } from '../../../components/ui/StatTile';
import { downloadRevenueCsv, revenueReportQuery } from '../api/reports';
import { euro, hours, isEmptyYear, monthBars } from '../rules/figures-display';
import type { Figures } from '../../../../modules/reports/contract';
import type { MonthBarChartProps, Series } from './MonthBarChart';
import { MonthChart } from './MonthChart';
import { MonthsTable } from './MonthsTable';
import { PackageTypeTable, PartnerTable } from './ShareTables';
import * as styles from './Reports.css';

/** /admin/reports ('Auswertungen'): a year's figures, as tiles, charts and tables, and as CSV. */
export function ReportsPage({ year, onYearChange }: { year: number; onYearChange: (year: number) => void }) {
  const { data: report } = useSuspenseQuery(revenueReportQuery(year));
  const exporting = useMutation({
    mutationFn: () => downloadRevenueCsv(report.year),
    meta: { errorToast: commonErrorToast },
  });
  const { total } = report;
  const bars = monthBars(report);
  const stockDay = formatCalendarDate(stockDayOf(report));

  return (
    <div className={styles.page} data-testid="reports">
      <div className={styles.toolbar}>
        <SelectField
          label="Jahr"
          options={yearOptions(report)}
          value={String(report.year)}
          onChange={(id) => id && onYearChange(Number(id))}
        />
        <Button variant="secondary" onPress={() => exporting.mutate()} isPending={exporting.isPending}>
          Exportieren (CSV)
        </Button>
      </div>
      {isEmptyYear(total) ? <p className={styles.muted}>Für {report.year} liegen keine Zahlen vor.</p> : null}
      <StatGrid as="dl" aria-label={`Kennzahlen ${report.year}`}>
        {yearTiles(total, stockDay).map((tile) => (
          <StatTile key={tile.testId} size="md" {...tile} />
        ))}
      </StatGrid>
      <div className={styles.charts}>
        {monthCharts.map((chart) => (
          <MonthChart key={chart.testId} {...chart} bars={bars} />
        ))}
      </div>
      <Card
        title="Je Monat"
        subtitle="Umsatz nach Rechnungsdatum (Stornorechnungen mindern ihn in ihrem Monat), Zahlungen nach Buchungstag, Bestände am Monatsende."
      >
        <MonthsTable report={report} />
      </Card>
      <Card
        title="Je Accelerator"
        subtitle="Berechnete Stunden zum Netto-Stundenpreis ihrer Pakete, ausgestellte Gutschriften netto."
      >
        <PartnerTable partners={report.partners} />
      </Card>
      <Card
        title="Je Pakettyp"
        subtitle="Verkauft nach Aktivierung, Umsatz nach Rechnungsdatum, Honorare aus den Zeilen der Gutschriften."
      >
        <PackageTypeTable packageTypes={report.packageTypes} />
      </Card>
    </div>
  );
}

/** The year's figures as tiles; the line below a tile says what the figure leaves out or when it was taken. */
const yearTiles = (total: Figures, stockDay: string) => [
  {
    label: 'Umsatz netto',
    value: euro(total.invoicedNetCents),
    hint: `brutto ${euro(total.invoicedGrossCents)}`,
    testId: 'figure-revenue',
  },
  { label: 'Zahlungseingang', value: euro(total.paidCents), testId: 'figure-paid' },
  { label: 'Offene Posten', value: euro(total.openCents), hint: `Stand ${stockDay}`, testId: 'figure-open' },
  {
    label: 'Offene Stunden',
    value: hours(total.openHours),
    hint: `Wert ${euro(total.openHoursValueCents)} (bezahlt, nicht genutzt)`,
    testId: 'figure-open-hours',
  },
  { label: 'Stunden verkauft', value: hours(total.hoursSold), testId: 'figure-hours-sold' },
  {
    label: 'Stunden geleistet',
    value: hours(total.hoursDelivered),
    hint: `kurzfristig abgesagt ${hours(total.hoursCancelledLate)}`,
    testId: 'figure-hours-delivered',
  },
  { label: 'Honorare netto', value: euro(total.feesNetCents), testId: 'figure-fees' },
  {
    label: 'Marge',
    value: euro(total.marginCents),
    hint: `Wert geleisteter Stunden ${euro(total.deliveredValueCents)}`,
    testId: 'figure-margin',
  },
];

/** A chart's series by name, coloured in the same order in each chart: the first, the second, the third. */
const inColours = (names: Partial<Record<Series['key'], string>>): Series[] =>
  Object.entries(names).map(([key, name], i) => ({
    key: key as Series['key'],
    name,
    colour: (['primary', 'success', 'accent'] as const)[i % 3]!,
  }));

/** The two month charts: money in euros, hours. */
const monthCharts = [
  {
    testId: 'chart-revenue',
    title: 'Umsatz, Zahlungen und Honorare je Monat (€)',
    series: inColours({ invoicedNet: 'Umsatz netto', paid: 'Zahlungseingang', fees: 'Honorare netto' }),
    format: (v: number) => euro(Math.round(v * 100)),
  },
  {
    testId: 'chart-hours',
    title: 'Stunden je Monat',
    series: inColours({
      hoursSold: 'verkauft',
      hoursDelivered: 'geleistet',
      hoursCancelledLate: 'kurzfristig abgesagt',
    }),
    format: hours,
  },
] satisfies Omit<MonthBarChartProps, 'bars'>[] & { testId: string }[];

/** The firm's years; a year before them that the address named stays choosable as it is shown. */
const yearOptions = (report: { year: number; years: number[] }) =>
  [...new Set([...report.years, report.year])].sort((a, b) => b - a).map((y) => ({ id: String(y), label: String(y) }));

/** The day the year's stocks were taken: the report's day in the running year, else the year's last. */
const stockDayOf = (report: { year: number; asOf: string }) =>
  report.asOf.startsWith(`${report.year}-`) ? report.asOf : `${report.year}-12-31`;
