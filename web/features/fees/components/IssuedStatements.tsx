import { formatCents, formatDate, formatMonthLong } from '../../../../lib/german/format';
import type { StatementView } from '../../../../modules/fees/contract';
import { ToggleButton } from 'react-aria-components';
import { classForButton } from '../../../components/ui/Button';
import { textLink } from '../../../components/ui/Link.css';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { statementDocumentUrl } from '../api/fees';
import { awaitsPayout, payoutState } from '../rules/payout-state';
import * as styles from './Fees.css';

interface Selection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
}

/**
 * The issued statements (Gutschriften) with their downloads; the office also sees whose each is
 * (`partnerName`) and picks them for a payout (`selection`).
 */
export function IssuedStatements({
  statements,
  partnerName,
  selection,
}: {
  statements: readonly StatementView[];
  partnerName?: (partnerId: string) => string;
  selection?: Selection;
}) {
  const columns = [
    ...(selection ? ['Auswahl'] : []),
    'Gutschrift',
    ...(partnerName ? ['Accelerator'] : []),
    'Monat',
    'Brutto',
    'Auszahlung',
    'Dokumente',
  ];
  return (
    <ResponsiveTable
      label="Ausgestellte Gutschriften"
      columns={columns}
      hiddenColumns={['Auswahl']}
      // `picked` in the items: the table redraws a row only when its item changes.
      items={statements.map((s) => ({ ...s, picked: selection?.selected.has(s.id) ?? false }))}
      emptyText="Noch keine Gutschrift ausgestellt."
      testId="fee-issued-list"
    >
      {(s) => (
        <ResponsiveRow id={s.id} testId="fee-issued-row">
          {[
            ...(selection
              ? [
                  <ResponsiveCell key="pick" label="Auswahl" inline>
                    {awaitsPayout(s) ? (
                      // A toggle button: a checkbox's label press does not reach it inside the table's row.
                      <ToggleButton
                        className={classForButton(s.picked ? 'primary' : 'secondary')}
                        isSelected={s.picked}
                        onChange={(on) => selection.toggle(s.id, on)}
                        aria-label={`Gutschrift ${s.number ?? ''} auswählen`}
                      >
                        {({ isSelected }) => (isSelected ? 'Ausgewählt' : 'Auswählen')}
                      </ToggleButton>
                    ) : (
                      <span className={styles.quiet}>in Auszahlung</span>
                    )}
                  </ResponsiveCell>,
                ]
              : []),
            <ResponsiveCell key="number" label="Gutschrift" title>
              <CellLines
                main={s.number ?? '–'}
                detail={s.issuedAt ? `ausgestellt am ${formatDate(s.issuedAt)}` : undefined}
              />
            </ResponsiveCell>,
            ...(partnerName
              ? [
                  <ResponsiveCell key="partner" label="Accelerator">
                    {partnerName(s.partnerId)}
                  </ResponsiveCell>,
                ]
              : []),
            <ResponsiveCell key="month" label="Monat">
              {formatMonthLong(s.month)}
            </ResponsiveCell>,
            <ResponsiveCell key="gross" label="Brutto">
              <span className={styles.amount}>{formatCents(s.grossCents ?? s.netCents)}</span>
            </ResponsiveCell>,
            <ResponsiveCell key="payout" label="Auszahlung">
              {payoutState(s)}
            </ResponsiveCell>,
            <ResponsiveCell key="docs" label="Dokumente" inline>
              <span className={styles.actions}>
                <a
                  className={textLink}
                  href={statementDocumentUrl(s.id, 'pdf')}
                  download
                  data-testid="fee-gutschrift-pdf"
                  aria-label={`Gutschrift ${s.number ?? ''} als PDF herunterladen`}
                >
                  PDF
                </a>
                <a
                  className={textLink}
                  href={statementDocumentUrl(s.id, 'xml')}
                  download
                  data-testid="fee-gutschrift-xml"
                  aria-label={`Gutschrift ${s.number ?? ''} als E-Rechnung (XML) herunterladen`}
                >
                  XML
                </a>
              </span>
            </ResponsiveCell>,
          ]}
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}
