// What the demo firm's people write: goals, reasons, meeting topics and summaries, notes,
// tasks and messages (the names, companies and places are german.ts).

export const goalsTexts = [
  'Ich möchte mein Unternehmen so aufstellen, dass es auch ohne mich im Tagesgeschäft läuft.',
  'Wir wollen den Umsatz im nächsten Jahr um ein Drittel steigern, ohne die Qualität zu verlieren.',
  'Ein klares Zielbild für die nächsten drei Jahre und ein Team, das es mitträgt.',
  'Planbare Neukundengewinnung statt Empfehlungen und Zufall.',
  'Die Gründung sauber aufsetzen: Geschäftsmodell, Finanzierung und die ersten Kunden.',
  'Mehr Zeit für Strategie, weniger operative Feuerwehr.',
  'Unsere Liquidität in den Griff bekommen und die Preise richtig kalkulieren.',
  'Als Führungskraft klarer werden und Verantwortung im Team verteilen.',
  'Die Nachfolge vorbereiten und die zweite Führungsebene aufbauen.',
  'Digitale Prozesse einführen und KI sinnvoll im Alltag nutzen.',
];

export const notesTexts = [
  'Am liebsten Termine am Vormittag.',
  'Wir sind ein Familienunternehmen in zweiter Generation.',
  'Bitte zuerst per E-Mail melden, ich bin viel unterwegs.',
  'Ein Kollege hat Sie empfohlen.',
  'Wir haben bereits mit einer Unternehmensberatung gearbeitet, das war uns zu theoretisch.',
];

export const declineReasons = [
  'Das Budget ist in diesem Quartal leider schon verplant.',
  'Wir haben uns intern für eine andere Lösung entschieden.',
  'Der Zeitpunkt passt gerade nicht, wir melden uns im Frühjahr wieder.',
  'Der Umfang ist für uns im Moment zu groß.',
  null,
];

export const meetingTopics: Record<string, readonly string[]> = {
  Management: [
    'Rollen und Verantwortlichkeiten im Führungsteam',
    'Delegation und Entscheidungswege',
    'Feedbackkultur und Mitarbeitergespräche',
    'Organigramm und Zuständigkeiten',
  ],
  Vertrieb: [
    'Vertriebsprozess von der Anfrage bis zum Abschluss',
    'Preisgespräche und Einwandbehandlung',
    'Pipeline und Forecast',
    'Zielkunden und Akquisestrategie',
  ],
  Finanzen: [
    '13-Wochen-Liquiditätsplanung',
    'Kalkulation und Deckungsbeiträge',
    'Controlling-Kennzahlen und Monatsbericht',
    'Finanzierungsgespräch mit der Hausbank',
  ],
  Marketing: [
    'Positionierung und Markenkern',
    'Content-Plan für LinkedIn',
    'Website und Anfragestrecke',
    'Kampagnenplanung für das nächste Quartal',
  ],
  Gründung: [
    'Geschäftsmodell und Zielgruppe',
    'Businessplan und Finanzierung',
    'Rechtsform und erste Verträge',
    'Markteintritt und erste Kunden',
  ],
  Strategie: [
    'Zielbild für die nächsten drei Jahre',
    'Strategische Prioritäten und OKRs',
    'Wettbewerbsanalyse',
    'Geschäftsfelder und Portfolio',
  ],
  Wachstum: [
    'Skalierung der Prozesse',
    'Neue Märkte und Standorte',
    'Recruiting für das Wachstum',
    'Kennzahlen für das Wachstum',
  ],
  Recht: [
    'Verträge mit Kunden und Lieferanten',
    'Arbeitsverträge und Mitarbeiterbeteiligung',
    'Datenschutz im Vertrieb',
    'AGB und Haftung',
  ],
  Mindset: [
    'Eigene Rolle als Unternehmerin oder Unternehmer',
    'Umgang mit Druck und Unsicherheit',
    'Energie und Prioritäten',
    'Entscheidungen treffen',
  ],
  KI: ['KI-Werkzeuge im Arbeitsalltag', 'Automatisierung von Routineaufgaben', 'Datenstrategie', 'Einführung im Team'],
};

export const summaryEndings = [
  'Nächste Schritte sind vereinbart.',
  'Hausaufgabe bis zum nächsten Termin: Entwurf überarbeiten.',
  'Sehr konstruktives Gespräch, gute Fortschritte.',
  'Offene Punkte nehmen wir beim nächsten Termin wieder auf.',
  'Die Maßnahmen aus dem letzten Termin sind umgesetzt.',
];

export const cancelReasons = [
  'Vom Partner storniert',
  'Krankheitsbedingt abgesagt, neuer Termin folgt.',
  'Terminkollision beim Klienten',
  'Auf Wunsch des Klienten verschoben',
];

export const ratingComments: Record<number, readonly string[]> = {
  5: [
    'Hat uns enorm weitergebracht, jederzeit wieder.',
    'Sehr praxisnah und auf den Punkt.',
    'Die beste Investition des Jahres.',
  ],
  4: ['Gute Begleitung, manche Termine hätten kürzer sein können.', 'Sehr hilfreich, wir setzen vieles schon um.'],
  3: ['Solide, aber wir hätten uns mehr Tempo gewünscht.', 'In Ordnung, nicht alles passte zu unserer Situation.'],
  2: ['Leider zu allgemein für unsere Branche.'],
  1: ['Hat für uns nicht gepasst.'],
};

export const archiveNotes = [
  'Sehr zufriedene Kundin, Empfehlung an zwei Kontakte gegeben. Im Herbst nachfassen.',
  'Ziele weitgehend erreicht. Interesse an einem Folgepaket Vertrieb, Angebot im nächsten Quartal.',
  'Zusammenarbeit war gut, Budget für die Fortsetzung fehlt derzeit.',
  'Hat das Paket nicht ausgeschöpft; beim nächsten Kontakt nach den Gründen fragen.',
  'Referenz für die Website freigegeben.',
  'Nachfolgeregelung abgeschlossen, Kontakt zum neuen Geschäftsführer halten.',
];

export const activationNotes = [
  'Zahlung per Überweisung eingegangen.',
  'Zahlungseingang laut Kontoauszug bestätigt.',
  null,
  null,
];

export const meetingNotes = [
  'Bitte Zahlen des letzten Quartals mitbringen.',
  'Agenda folgt per E-Mail.',
  'Vor Ort im Büro des Klienten.',
  null,
  null,
  null,
];

/** What a coach keeps after a session: for the team, or only for themself. */
export const coachNoteTexts = {
  team: [
    'Klient ist motiviert; beim nächsten Termin die Zahlen gemeinsam durchgehen.',
    'Bitte im Team abstimmen: Wer übernimmt das Thema Finanzierung?',
    'Fortschritt gut, Tempo etwas herausnehmen, damit die Umsetzung hinterherkommt.',
  ],
  private: [
    'Wirkt unter Druck; nächstes Mal mit einer offenen Frage einsteigen.',
    'Eigene Vorbereitung: Beispiele aus ähnlichen Betrieben mitbringen.',
  ],
} as const;

/** What a coach asks the client to do before the next session. */
export const taskTitles = [
  'Preisliste überarbeiten',
  'Zahlen des letzten Quartals zusammenstellen',
  'Drei Wunschkunden beschreiben',
  'Entwurf der Stellenanzeige schreiben',
  'Wochenplan für das Team aufsetzen',
  'Feedbackgespräch mit der Teamleitung führen',
] as const;

/** A client writing after a session, and the coach's answer. */
export const clientMessages = [
  'Danke für heute! Eine Frage noch: Sollen wir die Zahlen monatlich oder quartalsweise anschauen?',
  'Ich habe den ersten Schritt schon umgesetzt. Können wir nächstes Mal über das Budget sprechen?',
  'Kurze Rückmeldung: Das Team hat den Vorschlag gut aufgenommen.',
] as const;
export const coachAnswers = [
  'Gern, monatlich reicht für den Anfang. Wir schauen es uns beim nächsten Termin gemeinsam an.',
  'Sehr gut! Das Budget nehmen wir auf die Agenda.',
  'Freut mich zu hören. Bleiben Sie dran, wir sprechen beim nächsten Mal darüber.',
] as const;
