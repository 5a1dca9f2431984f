/**
 * A multipart/form-data body as a browser's FormData sends it: text fields, then one file. Answers
 * the bytes and the content type (with its boundary) for `portal.call`'s body and headers.
 */
export function multipartBody(
  file: { field?: string; name: string; bytes: Uint8Array | string; type?: string },
  fields: Record<string, string> = {},
): { body: Buffer; headers: { 'content-type': string } } {
  const boundary = '----portaltest7d3a9';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(parts.join('') + head),
    typeof file.bytes === 'string' ? Buffer.from(file.bytes) : Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
