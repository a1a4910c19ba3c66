/**
 * Records → the CSV of a list's "Eksportér" button (exporter.ts): flattened ("customer.name") and
 * written by the one CSV writer, cms/domain/csv.ts. A module of its own so the writer
 * (csv-stringify) is fetched when someone exports, not with every list.
 */
import { toCsv, type CsvCell } from '../../../cms/domain/csv';

function flatten(value: unknown, prefix: string, into: Map<string, CsvCell>) {
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(value)) {
    into.set(prefix, value.map((item) => (item && typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', '));
  } else if (value instanceof Date) {
    into.set(prefix, value.toISOString());
  } else {
    into.set(prefix, typeof value === 'number' || typeof value === 'string' || value == null ? value : String(value));
  }
}

/** Records → rows under one header (every key seen, in order of first appearance). */
export function recordsToCsv(records: object[]): string {
  const flat = records.map((record) => {
    const cells = new Map<string, CsvCell>();
    flatten(record, '', cells);
    return cells;
  });
  const header = [...new Set(flat.flatMap((cells) => [...cells.keys()]))];
  return toCsv([header, ...flat.map((cells) => header.map((key) => cells.get(key) ?? ''))]);
}
