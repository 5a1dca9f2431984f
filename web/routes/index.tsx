import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInHome } from '../auth/guards';
import { validateAuthSearch } from '../auth/search';
import { SignInPage } from '../features/auth';

export const Route = createFileRoute('/')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context }) => redirectSignedInHome(context.queryClient),
  component: SignInPage,
});
