import { useSearch } from '@tanstack/react-router';
import { Footer } from '../../../components/layout/Footer';
import { AuthScreen } from './AuthScreen';

/** The page of `/` and `/login`, the same screen (spec 01 §2); the reset e-mail's link adds ?reset_token=. */
export function SignInPage() {
  const { reset_token, forgot } = useSearch({ strict: false });
  return (
    <>
      <AuthScreen resetToken={reset_token} startWithForgot={forgot === true} />
      <Footer />
    </>
  );
}
