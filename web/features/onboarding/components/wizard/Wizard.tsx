import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { User } from '../../../../../modules/identity/contract';
import { wizardConstants } from '../../../../../modules/onboarding/contract';
import { useAppConfig } from '../../../../api/use-config';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AccountStep } from '../account/AccountStep';
import { RegistrationSuccess } from '../account/RegistrationSuccess';
import { PackageStep } from '../packages/PackageStep';
import { QuestionStep } from '../questions/QuestionStep';
import { furthestStep } from '../saving/stored-progress';
import { ConsultationStep } from './ConsultationStep';
import { StepIndicator } from './StepIndicator';
import { stepIntros, stepLabels, type WizardStepNumber } from './steps';
import { useWizard } from './use-wizard';
import * as styles from './Wizard.css';

interface WizardProps {
  step: WizardStepNumber;
  /** Moves to a step; the step lives in the URL (spec 01 §2). */
  goToStep: (step: WizardStepNumber, options?: { replace?: boolean }) => void;
}

/** The four-step {product} wizard. */
export function OnboardingWizard({ step, goToStep }: WizardProps) {
  const { productName } = useAppConfig();
  const navigate = useNavigate();
  const wizard = useWizard();
  const [registered, setRegistered] = useState<User | null>(null);
  const allowed = furthestStep(wizard.progress.status);

  // A step whose predecessors are not done yet (typed URL, or progress restored) is not shown.
  useEffect(() => {
    if (!registered && step > allowed) goToStep(allowed, { replace: true });
  }, [registered, step, allowed, goToStep]);

  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(
      () => void navigate({ to: '/dashboard', replace: true }),
      wizardConstants.redirectAfterRegistrationMs,
    );
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  const shown = registered ? 4 : (Math.min(step, allowed) as WizardStepNumber);
  useDocumentTitle(stepLabels[shown - 1] ?? '');
  return (
    <div className={styles.wizard}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          Schritt {shown} von {wizardConstants.steps}
        </p>
        <h1 className={styles.title}>{productName}</h1>
        <p className={styles.subtitle}>{stepIntros[shown]}</p>
      </header>
      <StepIndicator step={shown} />
      {registered ? <RegistrationSuccess name={registered.name} /> : null}
      {!registered && shown === 1 ? <QuestionStep wizard={wizard} onDone={() => goToStep(2)} /> : null}
      {!registered && shown === 2 ? (
        <PackageStep wizard={wizard} onBack={() => goToStep(1)} onDone={() => goToStep(3)} />
      ) : null}
      {!registered && shown === 3 ? (
        <ConsultationStep wizard={wizard} onBack={() => goToStep(2)} onDone={() => goToStep(4)} />
      ) : null}
      {!registered && shown === 4 ? (
        <AccountStep wizard={wizard} onBack={() => goToStep(3)} onRegistered={setRegistered} />
      ) : null}
    </div>
  );
}
