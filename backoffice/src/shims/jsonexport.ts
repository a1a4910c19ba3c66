/**
 * react-admin's default exporter hands a list's records to jsonexport, which would write a name
 * like `=HYPERLINK(…)` as a live spreadsheet formula. Every list passes csvExporter, so this only
 * runs for a list that forgets to: it gets the back office's own formula-safe CSV writer, fetched
 * when used, and jsonexport is never bundled.
 */
type Callback = (error: unknown, csv?: string) => void;

export default function jsonExport(records: object[], optionsOrCallback: unknown, maybeCallback?: Callback) {
  const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback;
  import('../components/recordsCsv').then(
    ({ recordsToCsv }) => callback(null, recordsToCsv(records)),
    (error: unknown) => callback(error),
  );
}
