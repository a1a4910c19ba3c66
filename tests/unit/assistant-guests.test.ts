/**
 * MixBuddy AI reads guest counts the way people write them (sums of groups, everyday words for
 * people), and a new question that does not refer to the last one starts afresh.
 */
import { describe, expect, it } from 'vitest';
import { mergeFilters, parseRequest } from '../../cms/domain/assistant/parser';

const TODAY = '2026-11-23';
const guests = (text: string) => parseRequest(text, TODAY).filters.guests;

describe('guest counts', () => {
  it.each([
    ['cocktails til 10 voksne og 5 børn i Aarhus', 15],
    ['mad til 8+4 i Odense', 12],
    ['vi er 12 + 3 gæster', 15],
    ['20 voksne, 6 børn og 2 teenagere', 28],
    ['vi er et par, der vil have cocktails i Vejle', 2],
    ['cocktails til et par venner i Aarhus', 2],
    ['en håndfuld kolleger i Kbh', 5],
    ['vin til tyve gæster i Odense', 20],
    ['et dusin gæster i Aalborg', 12],
    ['mad til en snes personer', 20],
    ['cocktails for a couple of friends in Aarhus', 2],
    ['femogtyve venner og fem børn', 30],
  ])('%s → %i', (text, expected) => {
    expect(guests(text)).toBe(expected);
  });

  it('a price or a date is no group of guests', () => {
    expect(guests('cocktails til 20 i Aarhus under 300 kr pr. person')).toBe(20);
    expect(guests('mad til 30 den 12/6 i Odense')).toBe(30);
    expect(guests('cocktails i 2100 til 40 gæster')).toBe(40);
  });
});

describe('a new question starts afresh', () => {
  const conversation = (...messages: string[]) => {
    const parsed = messages.map((m) => parseRequest(m, TODAY));
    const searches = parsed.flatMap((p, i) => (p.intent === 'search' ? [{ filters: p.filters, text: messages[i]! }] : []));
    return mergeFilters(
      searches.map((s) => s.filters),
      searches.map((s) => s.text),
    );
  };

  it('"bryllup" is not carried into an unrelated question', () => {
    const merged = conversation('bartender til bryllup i Aarhus for 80 gæster', 'vin til 12 personer');
    expect(merged.text).toBeUndefined();
    expect(merged).toEqual({ category: 'vin', guests: 12 });
  });

  it('an answer or a follow-up still builds on the last question', () => {
    expect(conversation('cocktails til bryllup for 80 gæster', 'i Aarhus')).toMatchObject({ text: 'bryllup', place: 'Aarhus', guests: 80 });
    expect(conversation('cocktails til bryllup i Aarhus', 'og til 40?')).toMatchObject({ text: 'bryllup', place: 'Aarhus', guests: 40 });
    expect(conversation('cocktails til bryllup i Aarhus', 'nej, vin')).toMatchObject({ text: 'bryllup', category: 'vin', place: 'Aarhus' });
  });
});
