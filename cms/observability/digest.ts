/**
 * A digest: a short random id shown on an error screen, written to the log and put on the Sentry
 * event as the `digest` tag, so the three can be matched. Web Crypto only: server and browser.
 */
export function newDigest() {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
