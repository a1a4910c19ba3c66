/**
 * The DAC7 report of a year (cms/domain/dac7): every reportable seller with consideration, bookings
 * and fees per quarter (to the øre; the XML reports whole kroner), the totals, and the year's
 * messages — the original, then corrections — each downloadable as DPI XML and markable as filed.
 * Not a Keystone list, so it reads through the data provider's `execute`.
 * Each step that keeps or files a message asks first, saying what it will do (the year, the
 * sellers, the totals; filing cannot be undone), and says once that it was done. A message is
 * shown by its name ("Indberetning 2026 nr. 1"), never by its MessageRefId. On a phone the
 * sellers are cards (Dac7Sellers.tsx).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, DialogContentText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Confirm, Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatOre } from '../../components/money';
import { formatDateTime } from '../../components/dates';
import type { AppDataProvider } from '../../providers';
import { dac7Documents } from './documents';
import { messageNames } from './messageNames';
import { Dac7Sellers, type Overview, type Quarter } from './Dac7Sellers';

function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

const thisYear = new Date().getFullYear();
const years = Array.from({ length: Math.max(1, thisYear - 2023 + 1) }, (_, i) => thisYear - i);

/** A step waiting for the admin's yes: its dialog's title and text, the work, and the one toast after it. */
type Pending = { title: string; content: string; work: () => Promise<unknown>; success: string };

export default function Dac7Report() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [year, setYear] = useState(thisYear - 1 >= 2023 ? thisYear - 1 : thisYear);
  const [overview, setOverview] = useState<Overview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    setOverview(undefined);
    dataProvider.execute<{ dac7Overview: Overview }>(dac7Documents.overview, { year }).then(
      (data) => setOverview(data.dac7Overview),
      (e: Error) => setError(e.message),
    );
  }, [dataProvider, year]);
  useEffect(load, [load]);

  const names = useMemo(() => messageNames(year, overview?.messages ?? [], translate), [year, overview, translate]);

  const run = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) notify(success, { type: 'success' });
      load();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const confirmPending = async () => {
    if (!pending) return;
    setBusy(true);
    await run(pending.work, pending.success);
    setBusy(false);
    setPending(null);
  };
  const csv = () =>
    run(async () =>
      download(
        `dac7-${year}.csv`,
        (await dataProvider.execute<{ dac7Csv: string }>(dac7Documents.csv, { year })).dac7Csv,
        'text/csv;charset=utf-8',
      ),
    );
  // The file is named like the message on screen; the MessageRefId is inside it, where Skattestyrelsen reads it.
  const xml = (messageRefId: string) =>
    run(async () =>
      download(
        `${names.get(messageRefId) ?? `dac7-${year}`}.xml`.replace(/[^\p{L}\p{N}.-]+/gu, '-'),
        (await dataProvider.execute<{ dac7MessageXml: string }>(dac7Documents.xml, { messageRefId })).dac7MessageXml,
        'application/xml;charset=utf-8',
      ),
    );

  const sum = (quarters: Quarter[], key: keyof Quarter) => quarters.reduce((total, q) => total + q[key], 0);
  const figures = overview && {
    year,
    sellers: translate('mixbuddy.dac7.sellers', { smart_count: overview.sellers.length }),
    consideration: formatOre(sum(overview.total, 'consideration')),
    activities: sum(overview.total, 'activities'),
    fees: formatOre(sum(overview.total, 'fees')),
  };
  const original = overview?.messages.find((m) => m.status === 'filed' && m.messageTypeIndic !== 'DPI402');
  const filed = overview?.messages.some((m) => m.status === 'filed');

  const askPrepare = () =>
    figures &&
    setPending({
      title: 'mixbuddy.dac7.prepare',
      content: translate('mixbuddy.dac7.prepareConfirm', figures),
      work: () => dataProvider.execute(dac7Documents.prepare, { year }),
      success: translate('mixbuddy.dac7.prepared', { year }),
    });
  const askCorrect = () =>
    figures &&
    setPending({
      title: 'mixbuddy.dac7.correct',
      content: translate('mixbuddy.dac7.correctConfirm', { ...figures, original: original ? names.get(original.messageRefId) : '' }),
      work: () => dataProvider.execute(dac7Documents.correct, { year }),
      success: translate('mixbuddy.dac7.corrected', { year }),
    });
  const askMarkFiled = (messageRefId: string, sellers: number) => {
    const name = names.get(messageRefId) ?? '';
    setPending({
      title: 'mixbuddy.dac7.markFiled',
      content: translate('mixbuddy.dac7.markFiledConfirm', {
        name,
        sellers: translate('mixbuddy.dac7.sellers', { smart_count: sellers }),
      }),
      work: () => dataProvider.execute(dac7Documents.markFiled, { messageRefId }),
      success: translate('mixbuddy.dac7.markedFiled', { name }),
    });
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title={translate('mixbuddy.dac7.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate('mixbuddy.dac7.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={csv}>
          {translate('mixbuddy.dac7.csv')}
        </Button>
        {filed ? (
          <Button variant="contained" onClick={askCorrect} disabled={!overview}>
            {translate('mixbuddy.dac7.correct')}
          </Button>
        ) : (
          <Button variant="contained" onClick={askPrepare} disabled={!overview}>
            {translate('mixbuddy.dac7.prepare')}
          </Button>
        )}
      </Stack>
      {!overview ? (
        <Loading />
      ) : (
        <>
          <Dac7Sellers overview={overview} />
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {translate('mixbuddy.dac7.messages')}
          </Typography>
          {overview.messages.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('mixbuddy.dac7.noMessages', { year })}
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1}
              sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
              aria-label={translate('mixbuddy.dac7.messages')}
            >
              {overview.messages.map((message) => (
                <Stack
                  component="li"
                  key={message.messageRefId}
                  data-testid="dac7-message"
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' }, borderBottom: 1, borderColor: 'divider', pb: 1 }}
                >
                  <Stack sx={{ flexGrow: 1 }}>
                    <Typography variant="body1">{names.get(message.messageRefId)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        message.status === 'filed'
                          ? translate('mixbuddy.dac7.filed', { at: formatDateTime(message.filedAt) })
                          : translate('mixbuddy.dac7.draft', { at: formatDateTime(message.createdAt) }),
                        translate('mixbuddy.dac7.sellers', { smart_count: message.sellers.length }),
                      ].join(' · ')}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => xml(message.messageRefId)}>
                      {translate('mixbuddy.dac7.xml')}
                    </Button>
                    {message.status === 'draft' && (
                      <Button size="small" onClick={() => askMarkFiled(message.messageRefId, message.sellers.length)}>
                        {translate('mixbuddy.dac7.markFiled')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
      <Confirm
        isOpen={Boolean(pending)}
        loading={busy}
        title={pending?.title ?? ''}
        content={<DialogContentText>{pending?.content}</DialogContentText>}
        onConfirm={confirmPending}
        onClose={() => !busy && setPending(null)}
      />
    </Card>
  );
}
