import { Suspense, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Spinner } from './Spinner';

/**
 * A month chart loaded on demand (recharts is sizeable): a spinner in its place until it is there,
 * and its figures as a list for screen readers, one line a month.
 */
export function LazyChart<B extends { month: string }>(props: {
  bars: B[];
  describe: (bar: B) => string;
  /** the chart's box while it loads, as high as the chart */
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <>
      <Suspense
        fallback={
          <div className={props.placeholder}>
            <Spinner label="Diagramm wird geladen …" />
          </div>
        }
      >
        {props.children}
      </Suspense>
      <VisuallyHidden>
        <ul>
          {props.bars.map((b) => (
            <li key={b.month}>{props.describe(b)}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </>
  );
}
