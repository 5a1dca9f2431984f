import { formatEuro } from '../../../../modules/packages/contract';
import { Fact } from './Fact';
import { formatHours } from '../rules/format';
import * as styles from './PackageForms.css';

interface Props {
  clientName: string;
  totalHours: number;
  partnerCount: number;
  /** null while the price field is empty or refused. */
  price: number | null;
}

/** Shown once there are hours and a client (spec 02 §2). */
export function AssignmentSummary({ clientName, totalHours, partnerCount, price }: Props) {
  return (
    <section aria-label="Summary">
      <dl className={styles.summary} data-testid="assignment-summary">
        <Fact term="Client">{clientName}</Fact>
        <Fact term="Total Hours">{formatHours(totalHours)}</Fact>
        <Fact term="Partners">{partnerCount}</Fact>
        <Fact term="Price">{price !== null && price > 0 ? formatEuro(price) : '–'}</Fact>
      </dl>
    </section>
  );
}
