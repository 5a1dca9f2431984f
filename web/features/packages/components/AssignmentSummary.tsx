import { Fact } from './Fact';
import { formatEuro, formatHours } from '../../../../lib/german/format';
import * as styles from './PackageForms.css';

interface Props {
  clientName: string;
  totalHours: number;
  partnerCount: number;
  price: number;
}

/** Shown once there are hours and a client (spec 02 §2). */
export function AssignmentSummary({ clientName, totalHours, partnerCount, price }: Props) {
  return (
    <section aria-label="Summary">
      <dl className={styles.summary} data-testid="assignment-summary">
        <Fact term="Client">{clientName}</Fact>
        <Fact term="Total Hours">{formatHours(totalHours)}</Fact>
        <Fact term="Partners">{partnerCount}</Fact>
        <Fact term="Price">{Number.isFinite(price) && price > 0 ? formatEuro(price) : '–'}</Fact>
      </dl>
    </section>
  );
}
