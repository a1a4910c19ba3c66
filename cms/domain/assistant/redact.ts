/**
 * The last guard before text leaves the server: e-mail addresses and Danish phone numbers are
 * replaced, whatever engine wrote them (a model can echo what it was never given by a tool, or be
 * talked into inventing it). MixBuddy's own public addresses stay.
 *
 * Works on a stream: only text up to a space outside any number, at least TAIL characters before
 * the end of what has arrived, is redacted and sent, so an address or number split across chunks
 * is still seen whole.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** +45 20 11 22 33, 20112233, 0045 20 11 22 33 — eight digits, in pairs or not. */
const PHONE = /(?<![\p{N}])(?:(?:\+|00)45[ -]?)?\d{2}(?:[ ]?\d{2}){3}(?![\p{N}])/gu;
const PUBLIC_ADDRESSES = new Set(['hej@mixbuddy.dk']);
const TAIL = 40;

export function redact(text: string, replacement: string): string {
  return text.replace(EMAIL, (match) => (PUBLIC_ADDRESSES.has(match.toLowerCase()) ? match : replacement)).replace(PHONE, replacement);
}

export class StreamRedactor {
  private buffer = '';
  constructor(private readonly replacement: string) {}

  /** Text that is safe to send now. */
  push(chunk: string): string {
    this.buffer += chunk;
    // Cut at the last space before the tail that has no digit or "+" on either side: an e-mail
    // address never contains a space, and a phone number's spaces all sit between digits.
    const isSafeCut = (i: number) =>
      /\s/.test(this.buffer[i]) && !/[\d+]/.test(this.buffer[i - 1] ?? '') && !/[\d+]/.test(this.buffer[i + 1] ?? '');
    let cut = this.buffer.length - TAIL;
    while (cut > 0 && !isSafeCut(cut)) cut--;
    if (cut <= 0) return '';
    const ready = this.buffer.slice(0, cut + 1);
    this.buffer = this.buffer.slice(cut + 1);
    return redact(ready, this.replacement);
  }

  /** The rest, at the end of the answer. */
  flush(): string {
    const rest = redact(this.buffer, this.replacement);
    this.buffer = '';
    return rest;
  }
}
