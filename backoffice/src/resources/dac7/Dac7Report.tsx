/**
 * The DAC7 report of a year (cms/domain/dac7): every reportable seller with consideration, bookings
 * and fees per quarter (to the øre; the XML reports whole kroner), the totals, and the year's
 * messages — the original, then corrections — each downloadable as DPI XML and markable as filed.
 * Not a Keystone list, so it reads through the data provider's `execute`.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, Title, useDataProvider, useNotify } from 'react-admin';
import { formatOre } from '../../components/money';
import { formatDateTime } from '../../components/dates';
import type { AppDataProvider } from '../../providers';
import { dac7Documents } from './documents';

type Quarter = { consideration: number; activities: number; fees: number; taxes: number };
type Seller = {
  talentId: string;
  quarters: Quarter[];
  total: Quarter;
  identity: { name: string; kind: string; hasInformation: boolean; taxNumberMasked: string; cvr: string };
};
type Message = {
  messageRefId: string;
  messageTypeIndic: string;
  status: string;
  correctsMessageRefId: string;
  sellers: unknown[];
  createdAt: string;
  filedAt: string | null;
};
type Overview = { year: number; sellers: Seller[]; total: Quarter[]; messages: Message[] };

const copy = {
  title: 'DAC7-indberetning til Skattestyrelsen',
  year: 'År',
  seller: 'Sælger',
  missing: 'Mangler oplysninger',
  consideration: 'Vederlag',
  activities: 'Bookinger',
  fees: 'Gebyrer',
  total: 'I alt',
  none: 'Ingen sælgere med indtægter i året.',
  csv: 'Hent CSV',
  prepare: 'Dan indberetning',
  correct: 'Dan rettelse',
  xml: 'Hent XML',
  markFiled: 'Markér som indsendt',
  messages: 'Indberetninger',
  original: 'Indberetning',
  correction: 'Rettelse',
  draft: 'Kladde',
  filed: 'Indsendt',
};

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

export default function Dac7Report() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [year, setYear] = useState(thisYear - 1 >= 2023 ? thisYear - 1 : thisYear);
  const [overview, setOverview] = useState<Overview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const load = useCallback(() => {
    setOverview(undefined);
    dataProvider.execute<{ dac7Overview: Overview }>(dac7Documents.overview, { year }).then(
      (data) => setOverview(data.dac7Overview),
      (e: Error) => setError(e.message),
    );
  }, [dataProvider, year]);
  useEffect(load, [load]);

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      load();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const csv = () =>
    run(async () =>
      download(
        `dac7-${year}.csv`,
        (await dataProvider.execute<{ dac7Csv: string }>(dac7Documents.csv, { year })).dac7Csv,
        'text/csv;charset=utf-8',
      ),
    );
  const xml = (messageRefId: string) =>
    run(async () =>
      download(
        `dac7-${year}-${messageRefId}.xml`,
        (await dataProvider.execute<{ dac7MessageXml: string }>(dac7Documents.xml, { messageRefId })).dac7MessageXml,
        'application/xml;charset=utf-8',
      ),
    );
  const filed = overview?.messages.some((m) => m.status === 'filed');

  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title={copy.title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={copy.year}
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
          {copy.csv}
        </Button>
        {filed ? (
          <Button variant="contained" onClick={() => run(() => dataProvider.execute(dac7Documents.correct, { year }))}>
            {copy.correct}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => run(() => dataProvider.execute(dac7Documents.prepare, { year }))}>
            {copy.prepare}
          </Button>
        )}
      </Stack>
      {!overview ? (
        <Loading />
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={copy.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{copy.seller}</TableCell>
                  {[1, 2, 3, 4].map((q) => (
                    <TableCell key={q} align="right">{`Q${q}`}</TableCell>
                  ))}
                  <TableCell align="right">{copy.total}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {overview.sellers.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{copy.none}</TableCell>
                  </TableRow>
                )}
                {overview.sellers.map((seller) => (
                  <TableRow key={seller.talentId}>
                    <TableCell>
                      <Typography variant="body2">{seller.identity.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {seller.identity.kind === 'business' ? `CVR ${seller.identity.cvr}` : seller.identity.taxNumberMasked}
                      </Typography>
                      {!seller.identity.hasInformation && <Chip size="small" color="warning" label={copy.missing} sx={{ ml: 1 }} />}
                    </TableCell>
                    {[...seller.quarters, seller.total].map((q, i) => (
                      <TableCell key={i} align="right">
                        {formatOre(q.consideration)}
                        <br />
                        <Typography
                          variant="caption"
                          color="text.secondary"
                        >{`${q.activities} ${copy.activities.toLowerCase()} · ${copy.fees.toLowerCase()} ${formatOre(q.fees)}`}</Typography>
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell>
                    <strong>{copy.total}</strong>
                  </TableCell>
                  {overview.total.map((q, i) => (
                    <TableCell key={i} align="right">
                      <strong>{formatOre(q.consideration)}</strong>
                      <br />
                      <Typography variant="caption" color="text.secondary">{`${q.activities} · ${formatOre(q.fees)}`}</Typography>
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {copy.messages}
          </Typography>
          <Table size="small" aria-label={copy.messages}>
            <TableBody>
              {overview.messages.map((message) => (
                <TableRow key={message.messageRefId}>
                  <TableCell>{message.messageTypeIndic === 'DPI402' ? copy.correction : copy.original}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.messageRefId}</TableCell>
                  <TableCell>{message.status === 'filed' ? `${copy.filed} ${formatDateTime(message.filedAt!)}` : copy.draft}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => xml(message.messageRefId)}>
                        {copy.xml}
                      </Button>
                      {message.status === 'draft' && (
                        <Button
                          size="small"
                          onClick={() => run(() => dataProvider.execute(dac7Documents.markFiled, { messageRefId: message.messageRefId }))}
                        >
                          {copy.markFiled}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Card>
  );
}
