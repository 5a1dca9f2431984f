import { createFileRoute } from '@tanstack/react-router';
import { loadProfile, ProfileErrorRoute, ProfileMissingRoute, ProfileRoute } from './-partner-profile';

// One Accelerator's profile from the directory; the same page as /partner/$id (-partner-profile.tsx).
export const Route = createFileRoute('/_app/partners/$id')({
  loader: loadProfile,
  notFoundComponent: ProfileMissingRoute,
  errorComponent: ProfileErrorRoute,
  component: ProfileRoute,
});
