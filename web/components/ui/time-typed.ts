// What a time field holds as typed (its segments), apart from the value it last gave its form:
// react-aria keeps a value typed in part ('08:––') on screen and tells the form nothing, so the
// form would still hold, and send, the old time (review of 29.11.2026).

interface TypedSegment {
  isEditable: boolean;
  isPlaceholder: boolean;
}

/** 'empty' (nothing typed), 'partial' (hours or minutes missing) or 'complete'. */
export function typedTime(segments: readonly TypedSegment[]): 'empty' | 'partial' | 'complete' {
  const parts = segments.filter((s) => s.isEditable);
  const typed = parts.filter((s) => !s.isPlaceholder).length;
  return typed === 0 ? 'empty' : typed === parts.length ? 'complete' : 'partial';
}

export const partialTimeMessage = 'Die Uhrzeit ist unvollständig: Bitte geben Sie Stunden und Minuten ein.';
