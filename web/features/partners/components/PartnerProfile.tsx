import { useState } from 'react';
import type { PartnerProfile as FullProfile } from '../../../../modules/partners/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ProfileEditor } from './ProfileEditor';
import { PartnerProfileView } from './PartnerProfileView';
import * as styles from './PartnerProfile.css';
import { EmailLink } from './ContactLinks';

interface PartnerProfileProps {
  userId: string;
  name: string;
  email: string;
  accountSpecialty: string | null;
  /** The saved profile; null when none exists yet (the editor then creates one). */
  profile: FullProfile | null;
  /** Fetches the current profile (after a 409) and resolves when it is in. */
  reload: () => Promise<unknown>;
  /** The Accelerator's own profile: opens in view mode; the editor leaves the office's fields alone. */
  own?: boolean;
}

/**
 * The partner profile component of spec 02 §2: for admins it starts in edit mode, for the
 * Accelerator's own profile in view mode; after saving it shows the saved profile ('Bearbeiten'
 * returns to the editor).
 */
export function PartnerProfile({
  userId,
  name,
  email,
  accountSpecialty,
  profile,
  reload,
  own = false,
}: PartnerProfileProps) {
  const [mode, setMode] = useState<'edit' | 'view'>(own ? 'view' : 'edit');
  // A new editor (fresh form and base version) after each reload.
  const [session, setSession] = useState(0);

  const identity = (
    <div className={styles.identity}>
      <span className={styles.name}>{name}</span>
      <span className={styles.email}>
        <EmailLink email={email} />
      </span>
    </div>
  );

  if (mode === 'view' && profile) {
    return (
      <div className={styles.stack}>
        <div className={styles.barEnd}>
          <Button variant="secondary" onPress={() => setMode('edit')}>
            Bearbeiten
          </Button>
        </div>
        <Card>
          <PartnerProfileView profile={profile} />
        </Card>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <div className={styles.bar}>{identity}</div>
      <ProfileEditor
        key={session}
        userId={userId}
        base={profile}
        accountSpecialty={accountSpecialty}
        own={own}
        onSaved={() => setMode('view')}
        onCancel={profile ? () => setMode('view') : undefined}
        onReload={() => {
          void reload().then(() => setSession((s) => s + 1));
        }}
      />
    </div>
  );
}
