import { lazy, Suspense, useState } from 'react';
import type { SecondStep } from '../../../../modules/identity/contract';
import { useAppConfig } from '../../../api/use-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandMark } from '../../../components/layout/BrandMark';
import { ButtonLink } from '../../../components/ui/Link';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { Spinner } from '../../../components/ui/Spinner';

// Loaded when needed, not with /login: a reset link's form, and the second step of accounts with
// two-factor sign-in (the form library and the QR code come with them).
const ResetPasswordForm = lazy(() => import('./ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })));
const SecondStepForm = lazy(() => import('./SecondStepForm').then((m) => ({ default: m.SecondStepForm })));
const ForcedEnrolment = lazy(() => import('./ForcedEnrolment').then((m) => ({ default: m.ForcedEnrolment })));
import * as styles from './AuthScreen.css';

type Mode = 'login' | 'forgot';

const headings = {
  login: { title: 'Anmelden', subtitle: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.' },
  forgot: {
    title: 'Passwort vergessen?',
    subtitle: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
  },
  reset: { title: 'Neues Passwort festlegen', subtitle: 'Wählen Sie ein neues Passwort für Ihr Konto.' },
  // Two-factor sign-in, after the password (texts not in the spec: modules/identity/README.md).
  verify: {
    title: 'Anmeldung bestätigen',
    subtitle: 'Geben Sie den Code aus Ihrer Authenticator-App ein, um die Anmeldung abzuschließen.',
  },
  enrol: {
    title: 'Zwei-Faktor-Anmeldung einrichten',
    subtitle: 'Für Ihr Konto ist ein zweiter Faktor vorgeschrieben. Richten Sie ihn jetzt ein, um fortzufahren.',
  },
} as const;

/** `/` and `/login`: sign in, request a reset link, or (with ?reset_token=) set a new password. */
export function AuthScreen({
  resetToken,
  startWithForgot = false,
}: {
  resetToken?: string | undefined;
  startWithForgot?: boolean;
}) {
  const { productName, productSlug } = useAppConfig();
  const [mode, setMode] = useState<Mode>(startWithForgot ? 'forgot' : 'login');
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // A spent reset link (used or expired) leads on to the form for a new one.
  const [linkSpent, setLinkSpent] = useState(false);
  const view = resetToken && !linkSpent ? 'reset' : mode === 'login' && secondStep ? secondStep.mfa : mode;
  const backToLogin = () => setSecondStep(null);
  useDocumentTitle(headings[view].title);

  return (
    <div className={styles.screen}>
      <div className={styles.panel}>
        <section className={styles.intro} aria-label={productName}>
          <div className={styles.introBrand}>
            <BrandMark />
            {productName}
          </div>
          <span className={styles.introAccent} aria-hidden="true" />
          <h2 className={styles.introTitle}>Ihr Kundenportal für Coaching und Beratung</h2>
          <p className={styles.introText}>Pakete, Termine und Ihre Acceleratoren an einem Ort.</p>
        </section>
        <main className={styles.formSide}>
          <header className={styles.heading}>
            <h1 className={styles.title}>{headings[view].title}</h1>
            <p className={styles.subtitle}>{headings[view].subtitle}</p>
          </header>
          <Suspense fallback={<Spinner />}>
            {view === 'reset' && resetToken ? (
              <ResetPasswordForm
                token={resetToken}
                onRequestNewLink={() => {
                  setLinkSpent(true);
                  setMode('forgot');
                }}
              />
            ) : null}
            {view === 'login' ? <LoginForm onForgot={() => setMode('forgot')} onSecondStep={setSecondStep} /> : null}
            {view === 'verify' && secondStep ? (
              <SecondStepForm challenge={secondStep.challenge} onBack={backToLogin} />
            ) : null}
            {view === 'enrol' && secondStep ? (
              <ForcedEnrolment challenge={secondStep.challenge} onBack={backToLogin} />
            ) : null}
          </Suspense>
          {view === 'forgot' ? <ForgotPasswordForm onBack={() => setMode('login')} /> : null}
          {view === 'login' ? (
            <>
              <div className={styles.divider}>Noch kein Konto?</div>
              {/* As clear a way in as the login (issue 32): a visitor's first step, not a footnote. */}
              <ButtonLink
                to="/$product/$step"
                params={{ product: productSlug, step: '1' }}
                variant="secondary"
                fullWidth
              >
                {productName} machen und Registrieren
              </ButtonLink>
            </>
          ) : null}
        </main>
      </div>
    </div>
  );
}
