import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { berlinDateOf } from '../../../../lib/german/time';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { invoiceSummaryQuery } from '../api/invoicing';
import { euroOfCents } from '../rules/invoice-display';
import { formatMonthLong } from '../../../../lib/german/format';
import { recentYears } from '../rules/months';
import * as styles from './Invoicing.css';
import { ScrollBox } from '../../../components/ui/ScrollBox';

const columns = ['Monat', 'Anzahl', 'Brutto', 'bezahlt', 'offen', 'überfällig'] as const;

/** The admin's totals per month of a chosen year (`GET /api/invoices/summary?year=`). */
export function InvoiceSummaryCard() {
  const today = berlinDateOf(new Date());
  const years = recentYears(today, 5);
  const [year, setYear] = useState(years[0]!);

  return (
    <Card
      title="Summen je Monat"
      subtitle="Nach Rechnungsdatum; Stornorechnungen mindern die Summen."
      testId="invoice-summary"
    >
      <div className={styles.form}>
        <div className={styles.filters}>
          <SelectField
            label="Jahr"
            options={years.map((y) => ({ id: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(id) => id && setYear(Number(id))}
          />
        </div>
        <QueryBoundary message="Die Summen konnten nicht geladen werden." resetKey={year}>
          <SummaryTable year={year} />
        </QueryBoundary>
      </div>
    </Card>
  );
}

/** The months of `year` with invoices, or the sentence that it has none. */
function SummaryTable({ year }: { year: number }) {
  const { data: months } = useSuspenseQuery(invoiceSummaryQuery(year));
  if (months.length === 0) return <p className={styles.muted}>Keine Rechnungen in {year}.</p>;
  return (
    <ScrollBox label={`Summen je Monat ${year}`}>
      <table className={styles.summary} aria-label={`Summen je Monat ${year}`}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={styles.summaryHead}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className={styles.summaryCell}>
                {formatMonthLong(m.month)}
              </th>
              <td className={styles.summaryCell}>{m.count}</td>
              <td className={styles.summaryCell}>{euroOfCents(m.grossCents)}</td>
              <td className={styles.summaryCell}>{euroOfCents(m.paidCents)}</td>
              <td className={styles.summaryCell}>{euroOfCents(m.openCents)}</td>
              <td className={styles.summaryCell}>{euroOfCents(m.overdueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
