/**
 * What a visitor types becomes a `to_tsquery` expression of plain words only (cms/domain/search/danish.ts):
 * the syntax of to_tsquery (quotes, & | ! : * ( ) <->) never reaches it, look-alikes with a plain
 * form become it, æ/ø/å stay, and the stemming is left to PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { searchTerms, tsQuery } from '../../cms/domain/search/danish';

describe('searchTerms and tsQuery', () => {
  it('keeps letters and digits only, so to_tsquery syntax is never passed on', () => {
    expect(tsQuery(searchTerms(`'; DROP TABLE "Menu"; --`))).toBe('drop:* & table:* & menu:*');
    expect(tsQuery(searchTerms('gin & | ! tonic:*  (<->) "bryllup"'))).toBe('gin:* & tonic:* & bryllup:*');
    expect(searchTerms('&|!:*()')).toEqual([]);
    expect(searchTerms('\u0000nul zero\u200bwidth')).toEqual(['nul', 'zero', 'width']);
  });

  it('lowercases the Danish way and leaves word forms to PostgreSQL', () => {
    expect(searchTerms('ØLSMAGNING Årstidens Cocktailen menuer')).toEqual(['ølsmagning', 'årstidens', 'cocktailen', 'menuer']);
  });

  it('turns full-width and composed look-alikes into their plain letters', () => {
    expect(searchTerms('ｃｏｃｋｔａｉｌｓ')).toEqual(['cocktails']);
    // "crème" with a combining grave accent is one word, not "cre" and "me".
    expect(searchTerms('cre\u0300me brûlée')).toEqual(['crème', 'brûlée']);
  });

  it('drops repeats and keeps at most 8 words', () => {
    expect(searchTerms('vin vin VIN øl')).toEqual(['vin', 'øl']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
