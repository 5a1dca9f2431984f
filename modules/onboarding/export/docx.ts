import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ExportDocument } from './document';

/** A paragraph that keeps the line breaks of a long answer. */
function multiline(text: string): Paragraph {
  return new Paragraph({
    children: text.split(/\r?\n/).map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined })),
  });
}

/** The export as a Word document (built with the `docx` package). */
export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: doc.subtitle, italics: true })] }),
  ];
  for (const s of doc.sections) {
    children.push(new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1, spacing: { before: 240 } }));
    for (const r of s.rows) {
      if (Array.isArray(r.value)) {
        children.push(
          new Paragraph({ children: [new TextRun({ text: r.label, bold: true })], spacing: { before: 120 } }),
        );
        for (const v of r.value) children.push(new Paragraph({ text: v, bullet: { level: 0 } }));
      } else {
        children.push(
          new Paragraph({ children: [new TextRun({ text: r.label, bold: true })], spacing: { before: 120 } }),
          multiline(r.value),
        );
      }
    }
  }
  const document = new Document({
    creator: 'Kundenportal',
    title: doc.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
