/**
 * The back office's "Eksportér" button on every list: the records on the list, flattened
 * ("customer.name"), written by the one CSV writer (cms/domain/csv.ts, through recordsCsv.ts) instead
 * of react-admin's default (jsonexport), which would hand a name like `=HYPERLINK(…)` to Excel as a
 * live formula. Every `<List>` passes `exporter={csvExporter}` (checked by tests/unit/csv.test.ts).
 * The writer is fetched on the first export, not with the list.
 */
import { downloadCSV, type Exporter } from 'react-admin';

export const csvExporter: Exporter = async (records, _fetchRelated, _dataProvider, resource) => {
  const { recordsToCsv } = await import('./recordsCsv');
  downloadCSV(recordsToCsv(records), resource);
};
