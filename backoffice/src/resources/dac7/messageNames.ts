/**
 * What a DAC7 message is called on screen: "Indberetning 2026 nr. 1", "Rettelse nr. 1 af
 * Indberetning 2026 nr. 1". Its MessageRefId (a UUID Skattestyrelsen needs) stays in the XML.
 * Originals and corrections are numbered separately, oldest first.
 */
export type MessageForName = { messageRefId: string; messageTypeIndic: string; correctsMessageRefId: string; createdAt: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function messageNames(year: number, messages: MessageForName[], translate: Translate): Map<string, string> {
  const byAge = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const names = new Map<string, string>();
  let originals = 0;
  for (const message of byAge) {
    if (message.messageTypeIndic === 'DPI402') continue;
    names.set(message.messageRefId, translate('mixbuddy.dac7.original', { year, number: ++originals }));
  }
  let corrections = 0;
  for (const message of byAge) {
    if (message.messageTypeIndic !== 'DPI402') continue;
    const original = names.get(message.correctsMessageRefId) ?? translate('mixbuddy.dac7.original', { year, number: 1 });
    names.set(message.messageRefId, translate('mixbuddy.dac7.correction', { number: ++corrections, original }));
  }
  return names;
}
