import type { AnyRouter } from '@tanstack/react-router';

type RouterView = Pick<AnyRouter, 'state' | 'subscribe'>;

/** `task` when the browser has nothing else to do (at most `IDLE_WAIT_MS` later); returns what cancels it. */
const IDLE_WAIT_MS = 1000;
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callback: the next task, after the render that resolved the page.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once the page being opened has loaded (the router resolved it) and the browser is
 * idle, so that a chunk it loads (the realtime connection: socket.io) does not compete with the
 * page's own chunks and data for the first paint (web/README.md "Bytes"). Returns what cancels it.
 */
export function afterPageShown(router: RouterView, task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  if (router.state.status === 'idle') {
    cancelIdle = whenIdle(task);
    return () => cancelIdle?.();
  }
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    cancelIdle ??= whenIdle(task);
  });
  return () => {
    unsubscribe();
    cancelIdle?.();
  };
}
