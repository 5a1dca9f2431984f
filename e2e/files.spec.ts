import { expect, test, type Page } from './support/test';
import { clientOfDemoCoach, coachScreenLive } from './support/circle';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 33, files: the client uploads a PDF for their team; the coach's open page shows it without
// reloading and downloads it byte for byte; an HTML page is refused with the German reason.
// 1280 and 390 px.

const { shot } = screenshotsOf('files');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const item = (page: Page, name: string) => page.getByTestId('file').filter({ hasText: name });

async function upload(page: Page, name: string, buffer: Buffer, mimeType: string) {
  const card = page.getByTestId('upload-file');
  await card.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await expect(card.getByTestId('chosen-file')).toContainText(name);
  await card.getByRole('button', { name: 'Hochladen' }).click();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`files between sessions: uploaded, live, downloaded (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { client, clientId } = await clientOfDemoCoach(browser, request, 'Fine Datei', `${viewport.width}`);

    const coachPage = await coachScreenLive(browser, viewport, '/files', clientId, 'Dateien');

    const clientPage = await signedInPage(browser, client, viewport);
    await openLive(clientPage, '/files');
    await upload(clientPage, 'Businessplan Entwurf März.pdf', pdf, 'application/pdf');
    await expect(toast(clientPage, 'Datei hochgeladen')).toBeVisible();
    await expect(item(clientPage, 'Businessplan Entwurf März.pdf')).toContainText('Geteilt');
    // A page posing as a document is refused, with what is allowed.
    await upload(clientPage, 'seite.html', Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html');
    await expect(clientPage.getByTestId('upload-file')).toContainText('Diese Art Datei nimmt das Portal nicht an');
    await shot(clientPage, `client-${viewport.width}`);

    // The coach's open page shows it without reloading, and the download is the same bytes.
    const theirs = item(coachPage, 'Businessplan Entwurf März.pdf');
    await expect(theirs).toContainText(`von ${client.name}`);
    const download = coachPage.waitForEvent('download');
    await theirs.getByRole('link', { name: 'Businessplan Entwurf März.pdf' }).click();
    const saved = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    await shot(coachPage, `coach-${viewport.width}`);

    for (const page of [coachPage, clientPage]) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
