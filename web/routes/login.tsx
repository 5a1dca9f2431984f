import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInHome } from '../auth/guards';
import { validateAuthSearch } from '../auth/search';
import { AuthScreen } from '../features/auth/components/AuthScreen';
import { Footer } from '../components/layout/Footer';

// The same screen as `/` (spec 01 §2).
export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context }) => redirectSignedInHome(context.queryClient),
  component: LoginPage,
});

function LoginPage() {
  const { reset_token } = Route.useSearch();
  return (
    <>
      <AuthScreen resetToken={reset_token} />
      <Footer />
    </>
  );
}
