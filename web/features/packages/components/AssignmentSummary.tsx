import { formatEuro, formatHours } from '../../../../lib/german/format';
import { Fact, FactList } from '../../../components/ui/FactList';
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
      <FactList
        layout="grid"
        columns={4}
        phone={2}
        look="strong"
        className={styles.summary}
        testId="assignment-summary"
      >
        <Fact label="Client">{clientName}</Fact>
        <Fact label="Total Hours">{formatHours(totalHours)}</Fact>
        <Fact label="Partners">{partnerCount}</Fact>
        <Fact label="Price">{price !== null && price > 0 ? formatEuro(price) : '–'}</Fact>
      </FactList>
    </section>
  );
}
