import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list's search field kept in the URL: the typed text goes to `onSettled` once it has rested
 * 300 ms (one request per pause, not per key); a change from outside (side menu, back button)
 * replaces the typed text.
 */
export function useSearchText(inUrl: string, onSettled: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(inUrl);
  const settled = useDebouncedValue(text.trim(), 300);
  const last = useRef(inUrl);
  useEffect(() => {
    if (inUrl === last.current) return;
    last.current = inUrl;
    setText(inUrl);
  }, [inUrl]);
  useEffect(() => {
    if (settled === last.current) return;
    last.current = settled;
    onSettled(settled);
  }, [settled, onSettled]);
  return [text, setText];
}
