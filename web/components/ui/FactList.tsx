import { createContext, useContext, type ReactNode } from 'react';
import { grid as gridClasses, type GridOptions } from './layout';
import * as styles from './FactList.css';

type Look = keyof typeof styles.cellLabel;

type LabelWidth = keyof typeof styles.labelWidths;

interface FactListContext {
  layout: 'rows' | 'grid';
  look: Look;
  labelWidth: LabelWidth;
}

const Context = createContext<FactListContext>({ layout: 'rows', look: 'caps', labelWidth: 'sm' });

interface RowsProps {
  layout?: 'rows';
  /** the label column: 112 px, 140 px or 38 % (at least 120 px) */
  labelWidth?: LabelWidth;
}

interface GridProps extends Partial<Omit<GridOptions, 'align'>> {
  layout: 'grid';
  look?: Look;
}

type FactListProps = (RowsProps | GridProps) & { children: ReactNode; testId?: string; className?: string };

/**
 * Label/value pairs as a <dl> of `<Fact>`s. `layout="rows"` (default): divided rows, the label beside
 * the value and above it on phones. `layout="grid"`: small figures in a responsive grid
 * (`columns`, `phone`, `gap` as in `grid()`), the label above the value.
 */
export function FactList(props: FactListProps) {
  const { children, testId, className } = props;
  if (props.layout === 'grid') {
    const { columns = 3, phone = 1, gap = 'md', phoneGap, look = 'caps' } = props;
    const classes = [styles.grid, gridClasses({ columns, phone, gap, phoneGap }), className].filter(Boolean).join(' ');
    return (
      <Context.Provider value={{ layout: 'grid', look, labelWidth: 'sm' }}>
        <dl className={classes} data-testid={testId}>
          {children}
        </dl>
      </Context.Provider>
    );
  }
  return (
    <Context.Provider value={{ layout: 'rows', look: 'caps', labelWidth: props.labelWidth ?? 'sm' }}>
      <dl className={[styles.rows, className].filter(Boolean).join(' ')} data-testid={testId}>
        {children}
      </dl>
    </Context.Provider>
  );
}

interface FactProps {
  label: ReactNode;
  children: ReactNode;
  /** grid layout: spans two columns (an e-mail address) */
  wide?: boolean;
}

/** One label and its value. */
export function Fact({ label, children, wide = false }: FactProps) {
  const { layout, look, labelWidth } = useContext(Context);
  if (layout === 'rows') {
    return (
      <div className={`${styles.row} ${styles.labelWidths[labelWidth]}`}>
        <dt className={styles.rowLabel}>{label}</dt>
        <dd className={styles.rowValue}>{children}</dd>
      </div>
    );
  }
  return (
    <div className={wide ? `${styles.cell} ${styles.wideCell}` : styles.cell}>
      <dt className={styles.cellLabel[look]}>{label}</dt>
      <dd className={styles.cellValue[look]}>{children}</dd>
    </div>
  );
}

/** A muted placeholder for a value that is not there ('–', 'nicht angegeben'). */
export function Missing({ children = '–' }: { children?: ReactNode }) {
  return <span className={styles.missing}>{children}</span>;
}
