/**
 * Private downloads (receipts, statements): sent as attachments that no shared cache may keep, and
 * their plain-text refusals.
 */
const PRIVATE = { 'cache-control': 'private, no-store' } as const;

/**
 * The Content-Disposition of a download. A name that is not plain printable ASCII (æøå, a quote,
 * a line break) goes only percent-encoded in `filename*` (RFC 6266), with an ASCII stand-in in
 * `filename`: no name can end the header or add one.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file the browser saves as `fileName`. */
export function attachment(body: string | Buffer | Uint8Array, fileName: string, contentType: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { ...PRIVATE, 'content-type': contentType, 'content-disposition': contentDisposition(fileName) },
  });
}

/** A short Danish answer instead of the file (403, 404, 400). */
export function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
}
