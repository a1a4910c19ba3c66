/**
 * Private downloads (receipts, statements): sent as attachments that no shared cache may keep, and
 * their plain-text refusals.
 */
const PRIVATE = { 'cache-control': 'private, no-store' } as const;

/** A file the browser saves as `fileName`. */
export function attachment(body: string | Buffer, fileName: string, contentType: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { ...PRIVATE, 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName}"` },
  });
}

/** A short Danish answer instead of the file (403, 404, 400). */
export function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
}
