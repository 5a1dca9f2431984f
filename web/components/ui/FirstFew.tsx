import { useState } from 'react';
import { Button } from './Button';

/**
 * A long list shown by its first few (newest first), with 'Alle n anzeigen' / 'Weniger anzeigen':
 * a glance on a phone stays short, nothing is out of reach.
 */
export function useFirstFew<T>(items: readonly T[], few: number) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, few);
  const toggle =
    items.length > few ? (
      <div>
        <Button variant="ghost" onPress={() => setAll((v) => !v)}>
          {all ? 'Weniger anzeigen' : `Alle ${items.length} anzeigen`}
        </Button>
      </div>
    ) : null;
  return { shown, toggle };
}
