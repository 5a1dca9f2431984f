import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInHome } from '../auth/guards';
import { validateAuthSearch } from '../auth/search';
import { SignInPage } from '../features/auth';

// The same screen as `/` (spec 01 §2).
export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context }) => redirectSignedInHome(context.queryClient),
  component: SignInPage,
});
