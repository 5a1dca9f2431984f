import { lazy, Suspense, useState } from 'react';
import { isSafariOrIos } from './detect';

// The panel and its dialog load only on Safari and iOS, where it shows: other browsers never fetch them.
const DebugPanel = lazy(() => import('./DebugPanel'));

/** The debug button for Safari and iOS users (spec 01 §2); nothing elsewhere. */
export function DebugButton() {
  const [visible] = useState(
    () =>
      typeof navigator !== 'undefined' &&
      isSafariOrIos(navigator.userAgent, navigator.maxTouchPoints, navigator.platform),
  );
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}
