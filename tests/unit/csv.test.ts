/**
 * The one CSV writer (cms/domain/csv.ts): every payload of the attacker's list
 * (tests/security/corpora/csv-formulas.ts) comes out — read back by a real CSV parse — as one
 * cell, in its place, that no spreadsheet runs as a formula, with its text kept (behind a `'`
 * when it needed one). Numbers stay numbers (a negative amount is not escaped), and the back
 * office's list exports and bank file go through the same writer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordsToCsv } from '../../backoffice/src/components/recordsCsv';
import { bankTransferCsv } from '../../backoffice/src/resources/payoffs/bankCsv';
import { toCsv } from '../../cms/domain/csv';
import { csvAmount } from '../../cms/domain/wallet/statement-files';
import { formulaPayloads } from '../security/corpora/csv-formulas';
import { parseCsv, runsAsFormula } from '../support/csv';

describe('toCsv', () => {
  it('writes every formula payload as one harmless text cell', () => {
    expect(formulaPayloads.length).toBeGreaterThanOrEqual(40);
    for (const payload of formulaPayloads) {
      const rows = parseCsv(toCsv([['før', payload, 'efter'], ['næste']]));
      expect(rows, JSON.stringify(payload)).toEqual([['før', expect.any(String), 'efter'], ['næste']]);
      const cell = rows[0][1];
      expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
      expect(cell === payload || cell === `'${payload}`, JSON.stringify(cell)).toBe(true);
    }
  });

  it('keeps the Danish Excel dialect: BOM, `;`, CRLF, and numbers written by the caller', () => {
    const csv = toCsv(
      [
        ['Dato', 'Netto'],
        ['03.10.2025', -1050],
        ['', 249050],
      ],
      { formatNumber: csvAmount },
    );
    expect(csv).toBe('\uFEFFDato;Netto\r\n03.10.2025;-10,50\r\n;2490,50\r\n');
  });

  it('quotes separators, quotes and line breaks inside a cell', () => {
    expect(parseCsv(toCsv([['a;b', 'x"y', 'linje 1\nlinje 2', 'cr\ralene']]))).toEqual([['a;b', 'x"y', 'linje 1\nlinje 2', 'cr\ralene']]);
  });
});

describe('the back office’s files', () => {
  it('the list export flattens records and neutralises formula cells', () => {
    const records = formulaPayloads.map((payload, i) => ({ id: String(i), customer: { name: payload }, tags: [payload], amount: -i }));
    const [header, ...rows] = parseCsv(recordsToCsv(records));
    expect(header).toEqual(['id', 'customer.name', 'tags', 'amount']);
    expect(rows).toHaveLength(formulaPayloads.length);
    for (const row of rows) for (const cell of row.slice(0, 3)) expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
  });

  it('every react-admin <List> exports through the one writer, never the default jsonexport', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
      );
    const lists = files(resolve(import.meta.dirname, '../../backoffice/src'))
      .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
      .filter(({ source }) => /<(List|InfiniteList)[\s>]/.test(source));
    expect(lists.length).toBeGreaterThan(0);
    for (const { file, source } of lists) {
      const tags = source.match(/<(?:List|InfiniteList)[\s>][^]*?>/g) ?? [];
      for (const tag of tags) expect(tag, file).toContain('exporter={csvExporter}');
      expect(source, file).not.toMatch(/jsonexport|defaultExporter/);
    }
  });

  it('the bank file has its columns and no formula cell', () => {
    const rows = parseCsv(
      bankTransferCsv([{ payoffId: '=cmd|x', amount: 150_000, registrationNumber: '1234', accountNumber: '12345678' }]),
    );
    expect(rows).toEqual([
      ['Reg.nr.', 'Kontonr.', 'Beløb', 'Reference'],
      ['1234', '0012345678', '1500,00', 'MixBuddy CMDX'],
    ]);
  });
});
