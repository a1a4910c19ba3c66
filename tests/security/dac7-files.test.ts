/**
 * The DAC7 files against the attackers' inputs (corpora/dac7.ts, corpora/csv-formulas.ts):
 * - every XML payload given as a seller's name or address leaves the DPI XML as text: the document
 *   stays one well-formed DPI message (parsed by sax, not by our writer) with exactly its sellers,
 *   no DOCTYPE, entity or CDATA section, and the value reads back as given (less what XML 1.0
 *   cannot carry; line breaks as spaces);
 * - every formula payload as a name or address reaches the operator's spreadsheet as text;
 * - CPR and CVR numbers written with look-alike digits (full-width, Arabic-Indic, …) or with
 *   anything but ten (eight) ASCII digits are refused.
 */
import { describe, expect, it } from 'vitest';
import { dac7Csv, dpiXml } from '../../cms/domain/dac7/files';
import type { Dac7MessageRow, Dac7Overview, SellerIdentity } from '../../cms/domain/dac7/messages';
import { sellerInformationSchema } from '../../cms/domain/dac7/seller-information';
import { parseCsv, runsAsFormula } from '../support/csv';
import { findAll, findOne, parseXml } from '../support/xml';
import { formulaPayloads } from './corpora/csv-formulas';
import { inScript, lookAlikeDigits, notQuiteDigits, xmlPayloads } from './corpora/dac7';

const quarters = [1, 2, 3, 4].map((q) => ({ consideration: q * 10_050, activities: q, fees: q * 1_500, taxes: 0 }));
const identity = (talentId: string, text: string, kind: 'person' | 'business'): SellerIdentity => ({
  talentId,
  displayName: text,
  email: 'x@example.dk',
  hasInformation: true,
  kind,
  name: text,
  birthDate: '1990-01-01',
  street: text,
  postcode: '8000',
  city: text,
  country: 'DK',
  taxCountry: 'DK',
  taxNumberMasked: '010190-****',
  cvr: '10150817',
  vatNumber: 'DK10150817',
  bank: { registrationNumber: '1234', accountNumber: '12345678' },
});

/** What a value should read as after the XML: forbidden characters dropped, line breaks and tabs as spaces. */
const asXmlText = (value: string) =>
  value
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/[\t\r\n\u0085\u2028\u2029]/g, ' ');

describe('the DPI XML with hostile names and addresses', () => {
  it.each(['person', 'business'] as const)('keeps every payload as text of a %s seller', (kind) => {
    const identities = new Map(xmlPayloads.map((payload, i) => [`t${i}`, identity(`t${i}`, payload, kind)]));
    const message: Dac7MessageRow = {
      id: 'm',
      year: 2025,
      messageRefId: 'DK2025DK-TEST',
      messageTypeIndic: 'DPI401',
      correctsMessageRefId: '',
      status: 'draft',
      platformDocRefId: 'DK2025DK-OP',
      sellers: xmlPayloads.map((_, i) => ({
        talentId: `t${i}`,
        docRefId: `DK2025DK-D${i}`,
        docTypeIndic: 'OECD1',
        corrDocRefId: null,
        corrMessageRefId: null,
        quarters,
      })),
      timestamp: new Date('2026-01-10T09:00:00Z'),
      filedAt: null,
      createdAt: new Date(),
    };
    const xml = dpiXml(message, identities, new Map(xmlPayloads.map((_, i) => [`t${i}`, '0101901234'])));
    const doc = parseXml(xml);
    expect(doc.uri).toBe('urn:oecd:ties:dpi:v1');
    expect(findAll(doc, 'MessageSpec')).toHaveLength(1);
    const sellers = findAll(doc, 'ReportableSeller');
    expect(sellers).toHaveLength(xmlPayloads.length);
    sellers.forEach((seller, i) => {
      expect(findOne(seller, 'DocRefId').text).toBe(`DK2025DK-D${i}`);
      expect(findOne(seller, 'Street').text).toBe(asXmlText(xmlPayloads[i]));
      expect(findOne(seller, 'City').text).toBe(asXmlText(xmlPayloads[i]));
      expect(findAll(seller, 'TIN')).toHaveLength(1);
      expect(findOne(seller, 'ConsQ4').text).toBe('402');
    });
    expect(xml).not.toMatch(/<!DOCTYPE|<!ENTITY|<!\[CDATA\[|<\?xml-stylesheet|<xi:include|<!--/);
  });
});

describe('the CSV with formula names and addresses', () => {
  it('writes every one as text the spreadsheet does not run', () => {
    const sellers = formulaPayloads.map((payload, i) => ({
      talentId: `t${i}`,
      quarters,
      total: quarters[0],
      identity: identity(`t${i}`, payload, 'person'),
    }));
    const overview: Dac7Overview = { year: 2025, sellers, total: quarters, messages: [] };
    const rows = parseCsv(dac7Csv(overview));
    const cells = rows.flat();
    const running = cells.filter((cell) => runsAsFormula(cell) && !/^-?\d+(,\d+)?$/.test(cell));
    expect(running).toEqual([]);
    expect(rows.filter((row) => row[0]?.startsWith('t'))).toHaveLength(formulaPayloads.length * 4);
  });
});

describe('CPR and CVR numbers', () => {
  const person = {
    kind: 'person',
    name: 'Jens Hansen',
    street: 'Vej 1',
    postcode: '8000',
    city: 'Aarhus C',
    country: 'DK',
    birthDate: '1990-01-01',
    taxCountry: 'DK',
  };
  const business = { kind: 'business', name: 'Hansen ApS', street: 'Vej 1', postcode: '8000', city: 'Aarhus C', country: 'DK' };

  it('accepts ten ASCII digits whose date is the birth date, and a valid CVR', () => {
    expect(sellerInformationSchema.safeParse({ ...person, taxNumber: '010190-1234' }).success).toBe(true);
    expect(sellerInformationSchema.safeParse({ ...business, cvr: '10150817' }).success).toBe(true);
  });

  it.each(lookAlikeDigits)('refuses $script digits in a CPR and a CVR number', ({ zero }) => {
    expect(sellerInformationSchema.safeParse({ ...person, taxNumber: inScript('0101901234', zero) }).success).toBe(false);
    expect(sellerInformationSchema.safeParse({ ...business, cvr: inScript('10150817', zero) }).success).toBe(false);
    // One look-alike among ASCII digits is enough to refuse.
    expect(sellerInformationSchema.safeParse({ ...person, taxNumber: `01019012${inScript('34', zero)}` }).success).toBe(false);
  });

  it.each(notQuiteDigits)('refuses %j as a CPR number', (taxNumber) => {
    expect(sellerInformationSchema.safeParse({ ...person, taxNumber }).success).toBe(false);
  });
});
