import type { ExportDocument } from './document';

/** The export as plain UTF-8 text, one block per section. */
export function renderText(doc: ExportDocument): string {
  const lines = [doc.title, doc.subtitle, ''];
  for (const s of doc.sections) {
    lines.push(s.heading, '='.repeat(s.heading.length));
    for (const r of s.rows) {
      if (Array.isArray(r.value)) {
        lines.push(`${r.label}:`);
        for (const v of r.value) lines.push(`  - ${v}`);
      } else {
        lines.push(`${r.label}: ${r.value}`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}
