import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouteLoadError, type LoadErrorMessage } from './LoadError';

interface PageError {
  /** The page's title, kept as the heading of its error state. */
  title: string;
  message: LoadErrorMessage;
  /** The way back, below the error. */
  back: ReactNode;
}

/**
 * A detail page's load-error state. The page's module exports it beside its not-found state, and the
 * route names both as `errorComponent` and `notFoundComponent`: named there, the router's code
 * splitting moves them (and the page module they come from) out of the entry chunk.
 */
export function detailPageError({ title, message, back }: PageError) {
  return function DetailPageError(props: ErrorComponentProps) {
    return (
      <RouteLoadError {...props} title={title} message={message}>
        {back}
      </RouteLoadError>
    );
  };
}
