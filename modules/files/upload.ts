import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../server/http/errors';
import { readMultipart } from '../../server/http/multipart-read';
import { line } from '../../lib/german/text';
import { fileMessages, uploadFields } from './contract';

/** 'TooLarge' as the domain's refusal of a file over the limit (decide.ts) is named. */
const uploadRefusals = { noFile: fileMessages.noFile, tooLarge: fileMessages.tooLarge, tooLargeCode: 'TooLarge' };
const fileName = line(200, 'Der Dateiname ist zu lang (höchstens 200 Zeichen).');

/**
 * The one file of a multipart upload and the fields beside it (before or after it), read whole; a
 * German 400 for no file, a body that is no multipart, a file over 25 MB, a bad field or name.
 */
export async function readUpload(request: FastifyRequest) {
  const { file, fields } = await readMultipart(request, uploadRefusals, () => partsOf(request));
  if (!file) throw new HttpError(400, fileMessages.noFile, 'NO_FILE');
  // A file chosen but empty (a failed save, a cloud placeholder): said so, not 'choose a file'.
  if (file.bytes.byteLength === 0) throw new HttpError(400, fileMessages.empty(file.name), 'EMPTY_FILE');
  const parsed = uploadFields.safeParse({ visibility: fields.visibility, meetingId: fields.meetingId || null });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, 'VALIDATION_ERROR');
  const name = fileName.safeParse(file.name);
  if (!name.success) throw new HttpError(400, name.error.issues[0]!.message, 'VALIDATION_ERROR');
  return {
    name: name.data || 'Datei',
    bytes: file.bytes,
    visibility: parsed.data.visibility,
    meetingId: parsed.data.meetingId ?? null,
  };
}

/** The file named `file` (the first; any other file is drained) and the text fields, as sent. */
async function partsOf(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Uint8Array } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer();
        continue;
      }
      // Browsers of old sent the whole path ('C:\fakepath\angebot.pdf'): the name is its last part.
      const name = part.filename.split(/[\\/]/).pop() ?? '';
      file = { name, bytes: new Uint8Array(await part.toBuffer()) };
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { file, fields };
}
