import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../features/clients/components/use-debounced-value';

/**
 * The text of a search box whose search lives in the URL (`q`): typing changes the box at once and
 * calls `onSettled` once the typing pauses (300 ms, trimmed); a change from outside (back button,
 * side menu) replaces the typed text. Answers `[text, setText]` for the box.
 */
export function useUrlSearchText(q: string, onSettled: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text.trim(), 300);
  const inUrl = useRef(q);
  useEffect(() => {
    if (q === inUrl.current) return;
    inUrl.current = q;
    setText(q);
  }, [q]);
  useEffect(() => {
    if (settled === inUrl.current) return;
    inUrl.current = settled;
    onSettled(settled);
  }, [settled, onSettled]);
  return [text, setText];
}
