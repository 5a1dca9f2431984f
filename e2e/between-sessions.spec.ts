import { expect, test, type Locator, type Page } from './support/test';
import { berlinDay, completedMeeting, signedInRequest } from './support/api';
import { partner } from './support/accounts';
import { clientOfDemoCoach } from './support/circle';
import { expectNotReloaded, markDocument, openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 33, the whole journey at one meeting: after a session the coach writes a shared and a
// private note and gives a task, all tied to the meeting; the client opens the same meeting, sees
// only the shared note (and the summary), ticks the task, uploads a PDF and writes a message with a
// file attached; the coach's open pages show the upload and the message without reloading.
// 1280 and 390 px.

const { shot } = screenshotsOf('between-sessions');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Opens the meeting's 'Notizen, Aufgaben, Dateien' dialog on a meeting list. */
async function openMeeting(page: Page, meetingId: string): Promise<Locator> {
  const item = page.locator(`[data-meeting-id="${meetingId}"]`);
  await item.getByRole('button', { name: 'Notizen, Aufgaben, Dateien' }).click();
  const dialog = page.getByRole('dialog', { name: /^Meeting am / });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function writeNote(dialog: Locator, text: string, visibility: string) {
  const card = dialog.getByTestId('write-note');
  await card.getByRole('textbox', { name: 'Notiz' }).fill(text);
  await card.getByRole('radio', { name: visibility }).check({ force: true });
  await card.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(dialog.getByTestId('note').filter({ hasText: text })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`between sessions at one meeting: notes, task, file, message, live (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { client, clientId } = await clientOfDemoCoach(browser, request, 'Jana Reise', `${viewport.width}`);
    const summary = 'Ziele für das zweite Quartal geklärt.';
    const meetingId = await completedMeeting(
      await signedInRequest(browser, partner),
      // A day of its own per viewport: the demo coach's other meetings must not clash.
      { clientId, date: berlinDay(viewport.width === 1280 ? 40 : 41), time: '07:00' },
      summary,
    );

    // The coach, after the session: two notes and a task on the meeting.
    const coachPage = await signedInPage(browser, partner, viewport);
    await openLive(coachPage, '/partner/meetings?tab=completed');
    await markDocument(coachPage);
    const coachDialog = await openMeeting(coachPage, meetingId);
    await expect(coachDialog.getByTestId('note').filter({ hasText: summary })).toBeVisible();
    await writeNote(
      coachDialog,
      'Bis Freitag: Preisliste überarbeiten, Zielpreis 1.234,56 €.',
      'Mit dem Klienten geteilt',
    );
    await writeNote(coachDialog, 'Wirkt unsicher beim Thema Preise; behutsam bleiben.', 'Nur für mich');
    await coachDialog.getByRole('tab', { name: 'Aufgaben' }).click();
    const give = coachDialog.getByTestId('give-task');
    await give.getByRole('textbox', { name: 'Titel' }).fill('Preisliste überarbeiten');
    await give.getByRole('button', { name: 'Aufgabe stellen' }).click();
    await expect(toast(coachPage, 'Aufgabe gestellt')).toBeVisible();
    await shot(coachPage, `coach-task-${viewport.width}`);
    await coachDialog.getByRole('tab', { name: 'Dateien' }).click();

    // A second page of the coach's stays on the conversation.
    const coachChat = await signedInPage(browser, partner, viewport);
    await openLive(coachChat, `/messages?client=${clientId}`);
    await markDocument(coachChat);

    // The client opens the same meeting: only the shared note and the summary.
    const clientPage = await signedInPage(browser, client, viewport);
    await openLive(clientPage, '/meetings');
    const clientDialog = await openMeeting(clientPage, meetingId);
    const notes = clientDialog.getByTestId('note');
    await expect(notes.filter({ hasText: 'Preisliste überarbeiten' })).toContainText('Markus Berger');
    await expect(notes.filter({ hasText: summary })).toBeVisible();
    await expect(notes.filter({ hasText: 'behutsam' })).toHaveCount(0);
    await expect(notes).toHaveCount(2);
    await shot(clientPage, `client-notes-${viewport.width}`);

    // Ticks the task.
    await clientDialog.getByRole('tab', { name: 'Aufgaben' }).click();
    await expect(clientDialog.getByTestId('give-task')).toHaveCount(0);
    await clientDialog.getByRole('checkbox', { name: 'Preisliste überarbeiten' }).check({ force: true });
    await expect(toast(clientPage, 'Aufgabe erledigt')).toBeVisible();

    // Uploads a PDF to the meeting.
    await clientDialog.getByRole('tab', { name: 'Dateien' }).click();
    const upload = clientDialog.getByTestId('upload-file');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'Preisliste März.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await expect(toast(clientPage, 'Datei hochgeladen')).toBeVisible();
    await shot(clientPage, `client-file-${viewport.width}`);

    // The coach's open dialog shows the file, the ticked task, without reloading.
    await expect(coachDialog.getByTestId('file').filter({ hasText: 'Preisliste März.pdf' })).toContainText(
      `von ${client.name}`,
    );
    await coachDialog.getByRole('tab', { name: 'Aufgaben' }).click();
    await expect(coachDialog.getByTestId('task').filter({ hasText: 'Preisliste überarbeiten' })).toHaveAttribute(
      'data-state',
      'done',
    );
    await expectNotReloaded(coachPage);

    // The client writes a message with a file attached.
    await clientPage.keyboard.press('Escape');
    await clientPage.goto('/messages');
    const box = clientPage.getByTestId('write-message');
    await box.getByRole('textbox', { name: 'Nachricht' }).fill('Die neue Preisliste hängt an. Passt Donnerstag?');
    await box
      .locator('input[type=file]')
      .setInputFiles({ name: 'Preisliste final.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(box.getByRole('list', { name: 'Angehängte Dateien' })).toContainText('Preisliste final.pdf');
    await box.getByRole('button', { name: 'Senden' }).click();
    const sent = clientPage.getByTestId('message').filter({ hasText: 'Passt Donnerstag?' });
    await expect(sent.getByRole('link', { name: 'Preisliste final.pdf' })).toBeVisible();
    await shot(clientPage, `client-message-${viewport.width}`);

    // The coach's conversation shows it, with the attachment, without reloading.
    const received = coachChat.getByTestId('message').filter({ hasText: 'Passt Donnerstag?' });
    await expect(received).toContainText(client.name);
    await expect(received.getByRole('link', { name: 'Preisliste final.pdf' })).toBeVisible();
    await expectNotReloaded(coachChat);
    await shot(coachChat, `coach-message-${viewport.width}`);

    for (const page of [coachPage, coachChat, clientPage]) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
