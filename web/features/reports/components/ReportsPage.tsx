import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '../../../../lib/german/format';
import { commonErrorToast } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { StatGrid, StatTile } from '../../../components/ui/StatTile';
import { downloadRevenueCsv, revenueReportQuery } from '../api/reports';
import { euro, hours, isEmptyYear, monthBars } from '../rules/figures-display';
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
        <StatTile
          size="md"
          label="Umsatz netto"
          value={euro(total.invoicedNetCents)}
          hint={`brutto ${euro(total.invoicedGrossCents)}`}
          testId="figure-revenue"
        />
        <StatTile size="md" label="Zahlungseingang" value={euro(total.paidCents)} testId="figure-paid" />
        <StatTile
          size="md"
          label="Offene Posten"
          value={euro(total.openCents)}
          hint={`Stand ${stockDay}`}
          testId="figure-open"
        />
        <StatTile
          size="md"
          label="Offene Stunden"
          value={hours(total.openHours)}
          hint={`Wert ${euro(total.openHoursValueCents)} (bezahlt, nicht genutzt)`}
          testId="figure-open-hours"
        />
        <StatTile size="md" label="Stunden verkauft" value={hours(total.hoursSold)} testId="figure-hours-sold" />
        <StatTile
          size="md"
          label="Stunden geleistet"
          value={hours(total.hoursDelivered)}
          hint={`kurzfristig abgesagt ${hours(total.hoursCancelledLate)}`}
          testId="figure-hours-delivered"
        />
        <StatTile size="md" label="Honorare netto" value={euro(total.feesNetCents)} testId="figure-fees" />
        <StatTile
          size="md"
          label="Marge"
          value={euro(total.marginCents)}
          hint={`Wert geleisteter Stunden ${euro(total.deliveredValueCents)}`}
          testId="figure-margin"
        />
      </StatGrid>
      <div className={styles.charts}>
        <MonthChart
          testId="chart-revenue"
          title="Umsatz, Zahlungen und Honorare je Monat (€)"
          bars={bars}
          series={[
            { key: 'invoicedNet', name: 'Umsatz netto', colour: 'primary' },
            { key: 'paid', name: 'Zahlungseingang', colour: 'success' },
            { key: 'fees', name: 'Honorare netto', colour: 'accent' },
          ]}
          format={(v) => euro(Math.round(v * 100))}
        />
        <MonthChart
          testId="chart-hours"
          title="Stunden je Monat"
          bars={bars}
          series={[
            { key: 'hoursSold', name: 'verkauft', colour: 'primary' },
            { key: 'hoursDelivered', name: 'geleistet', colour: 'success' },
            { key: 'hoursCancelledLate', name: 'kurzfristig abgesagt', colour: 'accent' },
          ]}
          format={hours}
        />
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

/** The firm's years; a year before them that the address named stays choosable as it is shown. */
const yearOptions = (report: { year: number; years: number[] }) =>
  [...new Set([...report.years, report.year])].sort((a, b) => b - a).map((y) => ({ id: String(y), label: String(y) }));

/** The day the year's stocks were taken: the report's day in the running year, else the year's last. */
const stockDayOf = (report: { year: number; asOf: string }) =>
  report.asOf.startsWith(`${report.year}-`) ? report.asOf : `${report.year}-12-31`;
