import { describe, expect, it } from 'vitest';
import type { QuestionnaireAdminView } from '../contract';
import { formatDate as germanDate } from '../../../lib/german/format';
import { contentDisposition } from '../../../server/http/download';
import { buildExportDocument, exportFileBase } from './document';
import { renderText } from './text';

const q: QuestionnaireAdminView = {
  id: 'q1',
  status: 'request_sent',
  version: 5,
  userId: null,
  answers: { name: 'Jörg Müller', email: 'joerg@beispiel.de', phone: '+49 30 123456', company: 'Müller & Söhne' },
  responses: [
    {
      questionId: 'name',
      question: 'Wie heißen Sie?',
      answer: 'Jörg Müller',
      answerLabel: 'Jörg Müller',
      answeredAt: '2026-03-01T10:00:00Z',
    },
    {
      questionId: 'challenges',
      question: 'Wo liegen Ihre größten Herausforderungen?',
      answer: ['sales', 'legal'],
      answerLabel: 'Vertrieb und Kundengewinnung, Recht und Verträge',
      answerLabels: ['Vertrieb und Kundengewinnung', 'Recht und Verträge'],
      answeredAt: '2026-03-01T10:00:00Z',
    },
  ],
  recommendedPackage: 'accelerator',
  selectedPackage: 'custom',
  leadScore: 3.7,
  coachingBrief: {
    strategicChallenges: ['Vertrieb und Kundengewinnung'],
    developmentReadiness: 'Mittel',
    commitmentLevel: 'Interessiert',
    entrepreneurType: 'Junges Unternehmen (1–3 Jahre)',
    transformationGoals: 'Wachsen',
    coachingApproach: 'Beratung',
    conversationOpeners: ['Wie gewinnen Sie Kunden?'],
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T23:30:00.000Z',
  completedAt: null,
  requestedAt: '2026-03-01T23:30:00.000Z',
  convertedAt: null,
};

describe('questionnaire export', () => {
  it('lists overview, every answer with its label, and the coaching brief, in German', () => {
    const text = renderText(buildExportDocument(q, 'Potenzialanalyse'));
    expect(text).toContain('Potenzialanalyse: Jörg Müller');
    expect(text).toContain('Lead-Score: 3,7 von 5');
    expect(text).toContain('Empfohlenes Paket: Accelerator');
    expect(text).toContain('Gewähltes Paket: Individuell');
    expect(text).toContain(
      'Wo liegen Ihre größten Herausforderungen?:\n  - Vertrieb und Kundengewinnung\n  - Recht und Verträge',
    );
    expect(text).toContain('Gesprächseinstiege:\n  - Wie gewinnen Sie Kunden?');
  });
  it('shows dates as dd.MM.yyyy in Berlin time', () => {
    expect(germanDate('2026-03-01T23:30:00.000Z')).toBe('02.03.2026');
    expect(renderText(buildExportDocument(q, 'Potenzialanalyse'))).toContain('Stand: 02.03.2026');
  });
  it('names the file after the client and the date, safe for headers', () => {
    expect(exportFileBase('Jörg Müller', new Date('2026-03-12T09:00:00Z'))).toBe('Fragebogen_Jörg_Müller_2026-03-12');
    expect(exportFileBase('  ../"evil"\\name  ', new Date('2026-03-12T09:00:00Z'))).toBe(
      'Fragebogen_evil_name_2026-03-12',
    );
    expect(exportFileBase(undefined, new Date('2026-03-12T09:00:00Z'))).toBe('Fragebogen_Unbekannt_2026-03-12');
    expect(contentDisposition('Fragebogen_Jörg_Müller_2026-03-12.docx')).toBe(
      `attachment; filename="Fragebogen_Joerg_Mueller_2026-03-12.docx"; filename*=UTF-8''Fragebogen_J%C3%B6rg_M%C3%BCller_2026-03-12.docx`,
    );
  });
});
