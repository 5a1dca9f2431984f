import { createFileRoute } from '@tanstack/react-router';
import { loadProfile, ProfileErrorRoute, ProfileMissingRoute, ProfileRoute } from './-partner-profile';

// Reached by clients from the package page (spec 02 §2), so 'back' leads there for them (-partner-profile.tsx).
export const Route = createFileRoute('/_app/partner/$id')({
  loader: loadProfile,
  notFoundComponent: ProfileMissingRoute,
  errorComponent: ProfileErrorRoute,
  component: ProfileRoute,
});
