import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { isApiError } from '../../api/errors';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { Page } from '../ui/Page';
import { Spinner } from '../ui/Spinner';
import { ErrorPage } from './ErrorPage';
import * as styles from './LoadError.css';

// The one way a screen says that its data could not be loaded (spec 02 §8 texts), for a whole
// route (`RouteLoadError`, the routes' errorComponent) and for a section that loads on its own
// (`QueryBoundary`). Anything that is not a failed request is a crash: the error page.

/** Text for a failed load: the spec's sentence, or one chosen by the error (e.g. 401). */
export type LoadErrorMessage = string | ((error: unknown) => string);

const textOf = (message: LoadErrorMessage, error: unknown) =>
  typeof message === 'function' ? message(error) : message;

interface LoadErrorProps {
  message: string;
  /** 'Erneut versuchen'; left out where trying again cannot help (no such account). */
  onRetry?: () => void;
}

/** The German message and 'Erneut versuchen'. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.box}>
      <Notice tone="error">{message}</Notice>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          Erneut versuchen
        </Button>
      ) : null}
    </div>
  );
}

interface RouteLoadErrorProps extends ErrorComponentProps {
  message: LoadErrorMessage;
  /** The page's title, so the screen keeps its heading. */
  title: string;
  /** Shown below, e.g. the way back. */
  children?: ReactNode;
}

/**
 * A route's errorComponent when its loader failed. 'Erneut versuchen' clears the failed queries'
 * error state and runs the loaders again.
 */
export function RouteLoadError({ error, reset, info, message, title, children }: RouteLoadErrorProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  if (!isApiError(error)) return <ErrorPage error={error} reset={reset} info={info} />;
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Page title={title}>
      <LoadError message={textOf(message, error)} onRetry={retry} />
      {children}
    </Page>
  );
}

interface QueryBoundaryProps {
  message: LoadErrorMessage;
  /** A new value (another filter) clears a shown failure and loads again. */
  resetKey?: string | number;
  children: ReactNode;
}

/**
 * A section of a page that loads on its own (a dashboard card, a tab): a spinner while its
 * `useSuspenseQuery` waits, `LoadError` when it fails, so the rest of the page stays usable.
 */
export function QueryBoundary({ message, resetKey = 0, children }: QueryBoundaryProps) {
  const queryReset = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => resetKey}
      errorComponent={({ error, reset }) => {
        // A crash is not a failed load: the route's error page takes it.
        if (!isApiError(error)) throw error;
        const retry = () => {
          queryReset.reset();
          reset();
        };
        return <LoadError message={textOf(message, error)} onRetry={retry} />;
      }}
    >
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </CatchBoundary>
  );
}
