/**
 * MixBuddy AI reads guest counts the way people write them (sums of groups, everyday words for
 * people). A new question starting afresh: tests/unit/assistant-requests.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../cms/domain/assistant/parser';

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
