import { describe, expect, it } from 'vitest';
import { bookingThreadTitle, conversationTitle } from '../../cms/domain/messaging/title';
import { formatOre, sentence } from '../../cms/domain/money';

describe('conversation titles', () => {
  it('new booking threads are titled with the Danish day', () => {
    expect(bookingThreadTitle('Klassiske cocktails', '2026-12-18')).toBe('Klassiske cocktails – 18. december 2026');
  });
  it('threads made with an ISO day read the Danish way; other titles are left alone', () => {
    expect(conversationTitle('Klassiske cocktails – 2026-12-18')).toBe('Klassiske cocktails – 18. december 2026');
    expect(conversationTitle('Spørgsmål om »Gin & tonic«')).toBe('Spørgsmål om »Gin & tonic«');
    expect(conversationTitle('Bestilling 2026-13-45')).toBe('Bestilling 2026-13-45'); // not a day
    expect(conversationTitle(null)).toBe('');
  });
});

describe('sentences ending on an amount', () => {
  it('get one period, never "kr.."', () => {
    expect(sentence(`Annullerer du nu, refunderes ${formatOre(100_000)}`)).toMatch(/1\.000\skr\.$/);
    expect(sentence(`Annullerer du nu, refunderes ${formatOre(100_050)}`)).toMatch(/1\.000,50\skr\.$/);
    expect(sentence('Du får intet tilbage')).toBe('Du får intet tilbage.');
  });
});
