import { useSessionUser } from '../../auth/use-session';
import { PlaceholderPage } from './PlaceholderPage';

/** The dashboards greet by name: 'Willkommen, {name}', with a fallback (spec 02 §2). */
export function WelcomePage({ fallbackName, comesLater }: { fallbackName: string; comesLater: string }) {
  const user = useSessionUser();
  const name = user?.name.trim() || fallbackName;
  return <PlaceholderPage title={`Willkommen, ${name}`} comesLater={comesLater} />;
}
