import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every minute, so a meeting moves from upcoming to past (or to
 * "to finish") while the page is open. Only a re-render: no request is made.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
