import type { ComponentType, ReactNode } from 'react';
import { Card, type CardProps } from '../ui/Card';
import { QueryBoundary } from './LoadError';

interface QueryCardProps extends CardProps {
  /** The sentence shown in the card (with 'Erneut versuchen') when its content fails to load. */
  loadError: string;
  /** Below the content and shown even when it fails: the way on to the full screen. */
  footer?: ReactNode;
}

/** A card whose content loads on its own, so the page does not wait for it or fail with it. */
export function QueryCard({ loadError, footer, children, ...card }: QueryCardProps) {
  return (
    <Card {...card}>
      <QueryBoundary message={loadError}>{children}</QueryBoundary>
      {footer ? <div>{footer}</div> : null}
    </Card>
  );
}

/** What a card that loads on its own shows around its body: title, subtitle, test id, load failure. */
type QueryCardTexts = Omit<QueryCardProps, 'children'>;

/**
 * A feature's card that loads on its own, declared as its texts and the body that reads the data;
 * the card's props go to the body. Every such card was a wrapper function that only passed these on.
 */
export function queryCard<Props extends object>(texts: QueryCardTexts, Body: ComponentType<Props>) {
  function LoadingCard(props: Props) {
    return (
      <QueryCard {...texts}>
        <Body {...props} />
      </QueryCard>
    );
  }
  return LoadingCard;
}
