import { formatDate, formatDecimal } from '../../../lib/german/format';
import { berlinDateOf } from '../../../lib/german/time';
import { plainName } from '../../../lib/plain-name';
import { questionnaireStatusLabels, type QuestionnaireAdminView } from '../contract';
import { packageTypeTitle } from '../package-types';

// The export of one questionnaire as a neutral document (title, sections of label/value rows),
// rendered to text or DOCX by its neighbours. Pure.

interface ExportRow {
  label: string;
  value: string | string[];
}
export interface ExportSection {
  heading: string;
  rows: ExportRow[];
}
export interface ExportDocument {
  title: string;
  subtitle: string;
  sections: ExportSection[];
}

const score = (n: number | null) => (n === null ? '–' : `${formatDecimal(n, 1)} von 5`);
const or = (v: string | null | undefined) => (v && v.trim() ? v : '–');
const plain = (v: string | undefined) => (v === undefined ? v : plainName(v));
const plainFields = new Set(['name', 'company']);

export function buildExportDocument(q: QuestionnaireAdminView, productName: string): ExportDocument {
  const answers = q.answers as Record<string, string | undefined>;
  // Name and company head the file and its title: one line each, no links (lib/plain-name.ts).
  const a: Record<string, string | undefined> = {
    ...answers,
    name: plain(answers.name),
    company: plain(answers.company),
  };
  const sections: ExportSection[] = [
    {
      heading: 'Überblick',
      rows: [
        { label: 'Name', value: or(a.name) },
        { label: 'Unternehmen', value: or(a.company) },
        { label: 'E-Mail', value: or(a.email) },
        { label: 'Telefon', value: or(a.phone) },
        { label: 'Status', value: questionnaireStatusLabels[q.status] },
        { label: 'Lead-Score', value: score(q.leadScore) },
        { label: 'Empfohlenes Paket', value: packageTypeTitle(q.recommendedPackage) },
        { label: 'Gewähltes Paket', value: packageTypeTitle(q.selectedPackage) },
        { label: 'Begonnen am', value: formatDate(q.createdAt) },
        { label: 'Anfrage gesendet am', value: q.requestedAt ? formatDate(q.requestedAt) : '–' },
      ],
    },
    {
      heading: 'Antworten',
      rows: q.responses.map((r) => ({
        label: r.question,
        value: r.answerLabels ?? (plainFields.has(r.questionId) ? plainName(r.answerLabel) : r.answerLabel),
      })),
    },
  ];
  const b = q.coachingBrief;
  if (b) {
    sections.push({
      heading: 'Coaching-Briefing',
      rows: [
        { label: 'Strategische Herausforderungen', value: b.strategicChallenges.length ? b.strategicChallenges : '–' },
        { label: 'Entwicklungsbereitschaft', value: b.developmentReadiness },
        { label: 'Commitment', value: b.commitmentLevel },
        { label: 'Unternehmertyp', value: b.entrepreneurType },
        { label: 'Transformationsziele', value: b.transformationGoals },
        { label: 'Coaching-Ansatz', value: b.coachingApproach },
        { label: 'Gesprächseinstiege', value: b.conversationOpeners },
      ],
    });
  }
  return { title: `${productName}: ${or(a.name)}`, subtitle: `Stand: ${formatDate(q.updatedAt)}`, sections };
}

/** 'Fragebogen_Jana_Müller_2026-03-12' from the client's name and the date. */
export function exportFileBase(name: string | undefined, date: Date): string {
  const clean = (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `Fragebogen_${clean || 'Unbekannt'}_${berlinDateOf(date)}`;
}
