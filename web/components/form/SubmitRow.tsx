import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { endActions } from '../ui/layout.css';

/** A form's one submit button at its end, pending while the form's request runs. */
export function SubmitRow({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <div className={endActions}>
      <Button type="submit" isPending={isPending}>
        {children}
      </Button>
    </div>
  );
}
