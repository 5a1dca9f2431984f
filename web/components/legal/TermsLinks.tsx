import { TextLink } from '../ui/Link';

/**
 * The two texts a client agrees to, each opening in a new tab so the form or dialog stays as it is
 * (beside the consent checkbox, not inside its label: a link inside a checkbox would toggle it).
 */
export function TermsLinks() {
  return (
    <p>
      Lesen:{' '}
      <TextLink to="/nutzungsbedingungen" target="_blank">
        Nutzungsbedingungen
      </TextLink>{' '}
      und{' '}
      <TextLink to="/datenschutz" target="_blank">
        Datenschutzerklärung
      </TextLink>
    </p>
  );
}
