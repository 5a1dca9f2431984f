import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../modules/identity/contract';
import { finishForcedEnrolment, startForcedEnrolment } from '../../../api/second-step';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { MfaSetupPanel, RecoveryCodesPanel } from '../../account';
import { useSignedIn } from './use-signed-in';
import { useSecondStepFailure } from './second-step-failure';
import * as styles from './AuthScreen.css';

/**
 * A role that must sign in with a second factor and has none: set it up now, before any session.
 * The new recovery codes are shown once; then on to the portal.
 */
export function ForcedEnrolment({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const signedIn = useSignedIn();
  const failed = useSecondStepFailure(onBack);
  const [done, setDone] = useState<{ user: User; recoveryCodes: string[] } | null>(null);
  // One secret per login: kept while this step is on screen, never fetched again.
  const setup = useQuery({
    queryKey: ['mfa-enrolment', challenge],
    queryFn: () => startForcedEnrolment(challenge),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const { isError, error } = setup;
  // Once per failure: `failed` is a new function each render, so it is read as an effect event.
  const onFailure = useEffectEvent((cause: unknown) => failed(cause, () => {}));
  useEffect(() => {
    if (isError) onFailure(error);
  }, [isError, error]);

  if (done)
    return (
      <div className={styles.form}>
        <RecoveryCodesPanel codes={done.recoveryCodes} />
        <Button fullWidth onPress={() => signedIn(done.user)}>
          Weiter zum Portal
        </Button>
      </div>
    );
  if (!setup.data) return <Spinner label="QR-Code wird erstellt …" />;
  return (
    <div className={styles.form}>
      <MfaSetupPanel
        setup={setup.data}
        confirm={(code) => finishForcedEnrolment(challenge, code)}
        onConfirmed={setDone}
        onFailed={(error) => failed(error, () => {})}
      />
    </div>
  );
}
