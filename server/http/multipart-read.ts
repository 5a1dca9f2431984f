import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The German refusals of one upload route, and the code its too-large refusal has always answered. */
interface UploadRefusals {
  noFile: string;
  tooLarge: string;
  tooLargeCode: string;
}

/**
 * Reads a multipart upload with `read` (the route registers `@fastify/multipart` with its size limit).
 * A body that is no multipart, or one the reader cannot finish, is refused as "no file"; a file over
 * the limit as too large: always a German 400, never a 500. The reader's own HttpErrors pass unchanged.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  refusals: UploadRefusals,
  read: () => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(400, refusals.noFile, 'NO_FILE');
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(400, refusals.tooLarge, refusals.tooLargeCode);
    throw new HttpError(400, refusals.noFile, 'NO_FILE');
  }
}
