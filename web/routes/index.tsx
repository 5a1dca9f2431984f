import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInHome } from '../auth/guards';
import { validateAuthSearch } from '../auth/search';
import { AuthScreen } from '../features/auth/components/AuthScreen';
import { Footer } from '../components/layout/Footer';

export const Route = createFileRoute('/')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context }) => redirectSignedInHome(context.queryClient),
  component: StartPage,
});

function StartPage() {
  const { reset_token } = Route.useSearch();
  return (
    <>
      <AuthScreen resetToken={reset_token} />
      <Footer />
    </>
  );
}
