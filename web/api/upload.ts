/**
 * Sends one file (multipart/form-data: the JSON client sends no files), with text fields before it,
 * as the signed-in user. Answers the server's JSON; throws its German message (or `failed`).
 */
export async function uploadForm<T>(
  url: string,
  file: File,
  fields: Record<string, string>,
  failed: string,
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error('Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.');
  }
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new Error(answer?.message ?? failed);
  return answer as T;
}
