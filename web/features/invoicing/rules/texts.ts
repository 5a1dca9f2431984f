// The invoicing screens' German texts (issue 18 item 4) that are not the contract's labels.

export const invoicingTexts = {
  firmSaved: 'Firmendaten gespeichert',
  firmSaveFailed: 'Die Firmendaten konnten nicht gespeichert werden.',
  firmLoadFailed: 'Die Firmendaten konnten nicht geladen werden.',
  firmNotSaved:
    'Diese Angaben sind aus dem Impressum vorbelegt und noch nicht gespeichert. Bis sie gespeichert sind, warten neue Rechnungen als Entwürfe ohne Nummer.',
  addressSaved: 'Rechnungsadresse gespeichert',
  addressSaveFailed: 'Die Rechnungsadresse konnte nicht gespeichert werden.',
  addressLoadFailed: 'Die Rechnungsadresse konnte nicht geladen werden.',
  addressAsk:
    'Für Ihre Rechnung benötigen wir Ihre Rechnungsadresse. Bitte geben Sie sie an, bevor Sie das Angebot annehmen.',
  invoicesLoadFailed: 'Die Rechnungen konnten nicht geladen werden.',
  /** a draft's number: it gets one when issued */
  noNumberYet: 'Noch ohne Nummer',
  draftWaitsForAddress: 'Ihre Rechnung wird erstellt, sobald Sie Ihre Rechnungsadresse angegeben haben.',
  draftInPreparation: 'Ihre Rechnung wird gerade vorbereitet.',
  issued: 'Rechnung gestellt',
  issueFailed: 'Die Rechnung konnte nicht gestellt werden.',
  cancelled: 'Rechnung storniert',
  cancelFailed: 'Die Rechnung konnte nicht storniert werden.',
} as const;
