import { formatMonthLong } from '../../../../lib/german/format';
import { figureLabels, type RevenueReport } from '../../../../modules/reports/contract';
import { figureCells } from '../rules/figures-display';
import * as styles from './Reports.css';
import { ScrollBox } from '../../../components/ui/ScrollBox';

// The months and the year, every figure a column (the CSV's first block, on screen).

export function MonthsTable({ report }: { report: RevenueReport }) {
  const rows = [
    ...report.months.map((m) => ({ key: m.period, label: formatMonthLong(m.period), figures: m, total: false })),
    { key: 'year', label: `Jahr ${report.year}`, figures: report.total, total: true },
  ];
  return (
    <ScrollBox label={`Zahlen je Monat ${report.year}`}>
      <table className={styles.table} aria-label={`Zahlen je Monat ${report.year}`} data-testid="months-table">
        <thead>
          <tr>
            {['Monat', ...Object.values(figureLabels)].map((c) => (
              <th key={c} scope="col" className={styles.head}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.total ? styles.totalRow : undefined}>
              <th scope="row" className={styles.cell}>
                {r.label}
              </th>
              {figureCells(r.figures).map((v, i) => (
                <td key={i} className={styles.cell}>
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
