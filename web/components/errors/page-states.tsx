import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouteLoadError, type LoadErrorMessage } from './LoadError';

interface PageStates {
  /** The page's title, kept as the heading of its error state. */
  title: string;
  message: LoadErrorMessage;
  /** Shown when the loader's data answered 404 (see `orNotFound`). */
  notFound: () => ReactNode;
  /** The way back, below the error. */
  back: ReactNode;
}

/** A detail page's not-found and load-error states, for its route's options. */
export function detailPageStates({ title, message, notFound, back }: PageStates) {
  return {
    notFoundComponent: notFound,
    errorComponent: (props: ErrorComponentProps) => (
      <RouteLoadError {...props} title={title} message={message}>
        {back}
      </RouteLoadError>
    ),
  };
}
