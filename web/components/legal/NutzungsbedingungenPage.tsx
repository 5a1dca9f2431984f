import { TextLink } from '../ui/Link';
import { LegalArticle, useLegalParties } from './LegalArticle';

export function NutzungsbedingungenPage() {
  const { productName, provider } = useLegalParties();
  return (
    <LegalArticle
      documentTitle="Nutzungsbedingungen"
      heading="Nutzungsbedingungen"
      lead={<>Diese Bedingungen regeln die Nutzung des Kundenportals von {provider} (im Folgenden „Anbieter“).</>}
    >
      <h2>1. Leistungen</h2>
      <p>
        Das Portal bietet die kostenlose {productName} mit einer Paketempfehlung sowie die Verwaltung stundenbasierter
        Coaching- und Beratungspakete. Die Termine finden mit Expertinnen und Experten des Anbieters (Acceleratoren)
        statt.
      </p>

      <h2>2. Rollen und Zugang</h2>
      <p>Das Portal kennt drei Rollen mit unterschiedlichen Rechten:</p>
      <ul>
        <li>Administrator: verwaltet Klienten, Pakete, Acceleratoren und weitere Administratoren.</li>
        <li>Partner (Accelerator): sieht die eigenen Klienten und plant und dokumentiert Termine.</li>
        <li>
          Standardnutzer (Klient): sieht das eigene Paket, die eigenen Termine und die zugeordneten Acceleratoren.
        </li>
      </ul>
      <p>
        Die Rollen werden vom Anbieter oder von Administratoren vergeben. Zugangsdaten sind vertraulich zu behandeln und
        dürfen nicht weitergegeben werden.
      </p>

      <h2>3. Pakete und Vertragsschluss</h2>
      <p>
        Der Anbieter bietet Ihnen ein Paket im Portal an. Mit der Annahme im Portal kommt der Vertrag verbindlich
        zustande. Die Rechnung erhalten Sie per E-Mail; das Paket wird nach Zahlungseingang aktiviert. Die Beratung
        beginnt nach Rechnungsstellung und Zahlung.
      </p>

      <h2>4. Zahlungsbedingungen</h2>
      <p>Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug zu zahlen.</p>

      <h2>5. Laufzeit und Kündigung</h2>
      <p>
        Der Vertrag kann von beiden Seiten mit einer Frist von einem Monat zum Monatsende gekündigt werden. Die
        Kündigung bedarf der Textform.
      </p>

      <h2>6. Support</h2>
      <p>Anfragen an den Support beantworten wir innerhalb von 1–2 Werktagen.</p>

      <h2>7. Pflichten der Nutzer</h2>
      <p>
        Nutzer machen wahrheitsgemäße Angaben und nutzen das Portal nur für den vorgesehenen Zweck. Jede Handlung, die
        den Betrieb des Portals stört oder Daten anderer gefährdet, ist untersagt.
      </p>

      <h2>8. Haftung</h2>
      <p>
        Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper
        oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den
        vorhersehbaren, vertragstypischen Schaden begrenzt.
      </p>

      <h2>9. Datenschutz</h2>
      <p>
        Wie wir mit Ihren Daten umgehen, beschreibt die <TextLink to="/datenschutz">Datenschutzerklärung</TextLink>.
      </p>

      <h2>10. Schlussbestimmungen</h2>
      <p>
        Es gilt das Recht der Bundesrepublik Deutschland. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit
        der übrigen Bestimmungen unberührt.
      </p>
    </LegalArticle>
  );
}
