import type { ReactNode } from 'react';
import type { StatementView } from '../../../../modules/fees/contract';
import { Card } from '../../../components/ui/Card';
import { StatusPill } from '../../../components/ui/StatusPill';
import { draftedLine, statusTone } from './status';
import * as styles from './Fees.css';

/**
 * A statement not yet issued, for both sides: the card line, its state beside the side's own
 * action (the office's 'Ausstellen', the Accelerator's 'Abrechnung bestätigen'), then the side's
 * notice and lines.
 */
export function DraftedStatementCard(props: {
  statement: StatementView;
  title: string;
  testId: string;
  action: ReactNode;
  children: ReactNode;
}) {
  const { statement } = props;
  return (
    <Card title={props.title} subtitle={draftedLine(statement)} testId={props.testId}>
      <div className={styles.stackMd}>
        <div className={styles.actions}>
          <StatusPill tone={statusTone[statement.status]} testId="fee-statement-status">
            {statement.statusLabel}
          </StatusPill>
          {props.action}
        </div>
        {props.children}
      </div>
    </Card>
  );
}
