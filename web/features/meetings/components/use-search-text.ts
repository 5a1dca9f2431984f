import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../clients/components/use-debounced-value';

/**
 * The search box: typed text goes to the URL (and so to the server) once typing pauses (300 ms);
 * a change from outside (back button, side menu) replaces the typed text.
 */
export function useSearchText(inUrl: string, onSettled: (text: string) => void) {
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
  return [text, setText] as const;
}
