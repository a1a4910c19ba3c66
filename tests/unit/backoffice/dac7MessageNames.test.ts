/**
 * The DAC7 screen names each kept message for a person ("Indberetning 2026 nr. 1", "Rettelse nr. 1
 * af Indberetning 2026 nr. 1") and never shows its MessageRefId (a UUID).
 */
import { describe, expect, it } from 'vitest';
import { messageNames } from '../../../backoffice/src/resources/dac7/messageNames';
import { danishMessages } from '../../../backoffice/src/i18n/da';

const copy = (danishMessages as unknown as { mixbuddy: { dac7: Record<string, string> } }).mixbuddy.dac7;
const translate = (key: string, options: Record<string, unknown> = {}) =>
  copy[key.replace('mixbuddy.dac7.', '')].replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));

const original = (ref: string, createdAt: string) => ({
  messageRefId: ref,
  messageTypeIndic: 'DPI401',
  correctsMessageRefId: '',
  createdAt,
});
const correction = (ref: string, corrects: string, createdAt: string) => ({
  messageRefId: ref,
  messageTypeIndic: 'DPI402',
  correctsMessageRefId: corrects,
  createdAt,
});

describe('DAC7 message names', () => {
  it('numbers originals and corrections oldest first, each correction naming what it corrects, whatever the order given', () => {
    const names = messageNames(
      2026,
      [
        correction('DK-2026-M-c2', 'DK-2026-M-a', '2027-03-01T10:00:00Z'),
        original('DK-2026-M-a', '2027-01-10T10:00:00Z'),
        correction('DK-2026-M-c1', 'DK-2026-M-a', '2027-02-01T10:00:00Z'),
      ],
      translate,
    );
    expect(names.get('DK-2026-M-a')).toBe('Indberetning 2026 nr. 1');
    expect(names.get('DK-2026-M-c1')).toBe('Rettelse nr. 1 af Indberetning 2026 nr. 1');
    expect(names.get('DK-2026-M-c2')).toBe('Rettelse nr. 2 af Indberetning 2026 nr. 1');
  });

  it('no name carries the reference it was given', () => {
    const ref = '5f0c2a9e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
    const names = messageNames(2025, [original(ref, '2026-01-10T10:00:00Z')], translate);
    expect(names.get(ref)).toBe('Indberetning 2025 nr. 1');
    expect([...names.values()].join(' ')).not.toContain(ref);
  });
});
