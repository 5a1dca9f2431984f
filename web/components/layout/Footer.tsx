import { useAppConfig } from '../../api/use-config';
import { formatYear } from '../../../lib/german/year';
import { TextLink } from '../ui/Link';
import * as styles from './Footer.css';

/** Product name and the current year (spec 01 §1), plus the legal pages. */
export function Footer() {
  const { productName } = useAppConfig();
  return (
    <footer className={styles.footer} data-testid="footer">
      <span>
        © {formatYear()} {productName}
      </span>
      <span className={styles.links}>
        <TextLink to="/datenschutz">Datenschutz</TextLink>
        <TextLink to="/nutzungsbedingungen">Nutzungsbedingungen</TextLink>
        <TextLink to="/impressum">Impressum</TextLink>
      </span>
    </footer>
  );
}
