import { portalCookies } from '../../../lib/portal-cookies';
import { TextLink } from '../ui/Link';
import { LegalArticle, useLegalParties } from './LegalArticle';

export function DatenschutzPage() {
  const { productName, provider } = useLegalParties();
  return (
    <LegalArticle
      documentTitle="Datenschutz"
      heading="Datenschutzerklärung"
      lead={
        <>
          Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieses Portals und für unsere Coaching-
          und Beratungsleistungen erforderlich ist.
        </>
      }
    >
      <h2>1. Verantwortlicher</h2>
      <p>
        Verantwortlich für die Datenverarbeitung ist {provider}. Die vollständigen Kontaktdaten finden Sie im{' '}
        <TextLink to="/impressum">Impressum</TextLink>.
      </p>

      <h2>2. Welche Daten wir verarbeiten</h2>
      <ul>
        <li>Kontodaten: Name, E-Mail-Adresse, Unternehmen, Telefonnummer und Position.</li>
        <li>Ihre Antworten in der {productName} und die daraus abgeleitete Paketempfehlung.</li>
        <li>Vertragsdaten: gebuchte Pakete, Stundenkontingente, Termine und Zahlungsreferenzen.</li>
        <li>Technische Daten beim Aufruf des Portals (Server-Logdateien).</li>
      </ul>

      <h2>3. Server-Logdateien</h2>
      <p>
        Beim Aufruf des Portals speichert der Server die IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse und die
        Kennung des Browsers. Das dient dem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die
        Server-Logdateien werden nach 30 Tagen gelöscht.
      </p>

      <h2>4. Konto, Pakete und Termine</h2>
      <p>
        Ihre Konto- und Vertragsdaten verarbeiten wir, um unsere Leistungen zu erbringen: Pakete anzubieten und zu
        aktivieren, Termine mit Ihren Acceleratoren zu planen und abzurechnen (Art. 6 Abs. 1 lit. b DSGVO).
        Vertragsdaten bewahren wir 7 Jahre auf, um gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c
        DSGVO); danach werden sie gelöscht.
      </p>

      <h2>5. {productName}</h2>
      <p>
        Die Antworten der {productName} nutzen wir, um Ihnen ein passendes Paket zu empfehlen und das kostenlose
        Erstgespräch vorzubereiten (Art. 6 Abs. 1 lit. b DSGVO). Damit Sie den Fragebogen später fortsetzen können, wird
        Ihr Fortschritt zusätzlich im Speicher Ihres Browsers abgelegt; Sie können ihn dort jederzeit löschen. Haben Sie
        sich nicht registriert, löschen wir Ihre Antworten und Kontaktdaten 6 Monate nach Ihrer letzten Antwort.
      </p>

      <h2>6. Cookies</h2>
      <p>
        Wir setzen nur technisch notwendige Cookies (§ 25 Abs. 2 Nr. 2 TDDDG). Analyse- oder Werbe-Cookies verwenden wir
        nicht.
      </p>
      <ul data-testid="privacy-cookies">
        {Object.values(portalCookies).map((cookie) => (
          <li key={cookie.name}>
            <strong>{cookie.productionName}</strong>: Das Cookie {cookie.purpose}. Speicherdauer: {cookie.lifetime}.
          </li>
        ))}
      </ul>

      <h2>7. Empfänger</h2>
      <p>
        Acceleratoren (Partner) sehen die Daten der Klienten, die sie betreuen, soweit sie für die Termine nötig sind.
        Technische Dienstleister, etwa für Hosting und E-Mail-Versand, verarbeiten Daten nur in unserem Auftrag (Art. 28
        DSGVO).
      </p>

      <h2>8. Ihre Rechte</h2>
      <ul>
        <li>
          Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17) und Einschränkung der Verarbeitung (Art.
          18).
        </li>
        <li>
          Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen
          (Art. 21).
        </li>
        <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3).</li>
        <li>Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77).</li>
      </ul>
      <p>Als Klient können Sie Ihr Konto jederzeit selbst in den Kontoeinstellungen löschen.</p>

      <h2>9. Sicherheit</h2>
      <p>
        Die Verbindung zum Portal ist verschlüsselt. Passwörter speichern wir ausschließlich als sicheren Hash, niemals
        im Klartext.
      </p>
    </LegalArticle>
  );
}
