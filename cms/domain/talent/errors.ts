/**
 * Keystone reports list validation as one English-framed message ("You provided invalid data for
 * this operation. - Menu.status: <our Danish text>"); this keeps only the Danish parts.
 */
export function keystoneMessages(error: unknown): string[] {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('- '));
  if (!lines.length) return [text];
  return lines.map((line) => line.replace(/^- ([A-Za-z]+(\.[A-Za-z]+)?: )?/, ''));
}
