/**
 * The failed jobs (`failedJobs`, cms/graphql/jobs.ts): what each job does, how often it has been
 * tried, the last error, and "Prøv igen", which runs it again at once (`retryJob`). Not a
 * Keystone list, so it reads through the data provider's `execute`, not react-admin's getList.
 * From 900 px up a table; below, one card per job (`useIsNarrow`).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, CardActions, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { ActionButton } from '../actions/ActionButton';
import { documents } from '../actions/documents';
import { formatDateTime } from '../components/dates';
import { useIsNarrow } from '../components/ResponsiveList';
import type { AppDataProvider } from '../providers';

type FailedJob = { id: string; summary: string; attempts: number; maxAttempts: number; gaveUp: boolean; lastError: string; runAt: string };

export default function FailedJobList() {
  const translate = useTranslate();
  const asCards = useIsNarrow();
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

  const attemptsOf = (job: FailedJob) => `${job.attempts} / ${job.maxAttempts}`;
  const nextOf = (job: FailedJob) => (job.gaveUp ? translate('mixbuddy.jobs.gaveUp') : formatDateTime(job.runAt));
  const retry = (job: FailedJob) => (
    <ActionButton
      label="mixbuddy.jobs.retry"
      confirm="mixbuddy.jobs.retryConfirm"
      document={documents.retryJob}
      variables={{ id: job.id }}
      success="mixbuddy.jobs.retried"
      icon={<ReplayIcon />}
      onDone={load}
    />
  );

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!jobs) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.jobs.name', { smart_count: 2 })} />
      {jobs.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate('mixbuddy.jobs.none')}</Typography>
      ) : asCards ? (
        // Below 900 px one card per job: what it is, the attempts, the error, and "Prøv igen".
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {jobs.map((job) => (
            <li key={job.id}>
              <Card variant="outlined">
                <CardContent sx={{ pb: 1, overflowWrap: 'anywhere' }}>
                  <Typography variant="subtitle1" component="p">
                    {job.summary}
                  </Typography>
                  {(['attempts', 'runAt', 'lastError'] as const).map((field) => (
                    <Typography key={field} variant="body2" color="text.secondary">
                      {translate(`resources.jobs.fields.${field}`)}:{' '}
                      {field === 'attempts' ? attemptsOf(job) : field === 'runAt' ? nextOf(job) : job.lastError}
                    </Typography>
                  ))}
                </CardContent>
                <CardActions>{retry(job)}</CardActions>
              </Card>
            </li>
          ))}
        </Stack>
      ) : (
        <Table size="small">
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
                <TableCell>{attemptsOf(job)}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{job.lastError}</TableCell>
                <TableCell>{nextOf(job)}</TableCell>
                <TableCell>{retry(job)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
