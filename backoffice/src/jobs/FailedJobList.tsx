/**
 * The failed jobs (`failedJobs`, cms/graphql/jobs.ts): what each job does, how often it has been
 * tried, the last error, and "Prøv igen", which runs it again at once (`retryJob`). Not a
 * Keystone list, so it reads through the data provider's `execute`, not react-admin's getList.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { ActionButton } from '../actions/ActionButton';
import { documents } from '../actions/documents';
import { formatDateTime } from '../components/dates';
import type { AppDataProvider } from '../providers';

type FailedJob = { id: string; summary: string; attempts: number; maxAttempts: number; gaveUp: boolean; lastError: string; runAt: string };

// On a phone each job is a block of lines (no header, no sideways scrolling).
const stackOnPhone = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block', borderBottom: 0 },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { py: 0.5 },
  },
} as const;

export default function FailedJobList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [jobs, setJobs] = useState<FailedJob[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const load = useCallback(() => {
    dataProvider.execute<{ failedJobs: FailedJob[] }>(documents.failedJobs).then(
      (data) => setJobs(data.failedJobs),
      (e: Error) => setError(e.message),
    );
  }, [dataProvider]);
  useEffect(load, [load]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!jobs) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.jobs.name', { smart_count: 2 })} />
      {jobs.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate('mixbuddy.jobs.none')}</Typography>
      ) : (
        <Table size="small" sx={stackOnPhone}>
          <TableHead>
            <TableRow>
              {(['summary', 'attempts', 'lastError', 'runAt'] as const).map((field) => (
                <TableCell key={field}>{translate(`resources.jobs.fields.${field}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell>{job.summary}</TableCell>
                <TableCell>{`${job.attempts} / ${job.maxAttempts}`}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{job.lastError}</TableCell>
                <TableCell>{job.gaveUp ? translate('mixbuddy.jobs.gaveUp') : formatDateTime(job.runAt)}</TableCell>
                <TableCell>
                  <ActionButton
                    label="mixbuddy.jobs.retry"
                    confirm="mixbuddy.jobs.retryConfirm"
                    document={documents.retryJob}
                    variables={{ id: job.id }}
                    success="mixbuddy.jobs.retried"
                    icon={<ReplayIcon />}
                    onDone={load}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
