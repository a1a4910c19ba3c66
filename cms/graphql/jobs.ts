/**
 * Failed jobs for the back office (cms/jobs): `failedJobs` lists the jobs that failed at least
 * once, `retryJob` runs one again now. The job functions allow admins only. Errors:
 * cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { failedJobs, retryJob, type FailedJobView } from '../jobs/worker';
import { domain } from './errors';

const FailedJob = g.object<FailedJobView>()({
  name: 'FailedJob',
  fields: {
    id: g.field({ type: g.nonNull(g.ID) }),
    name: g.field({ type: g.nonNull(g.String), description: 'The job name (cms/jobs/payloads.ts)' }),
    summary: g.field({ type: g.nonNull(g.String), description: 'What the job does, for a person' }),
    attempts: g.field({ type: g.nonNull(g.Int) }),
    maxAttempts: g.field({ type: g.nonNull(g.Int) }),
    gaveUp: g.field({
      type: g.nonNull(g.Boolean),
      description: 'No retries left: only "Prøv igen" runs it again',
      resolve: (job) => job.attempts >= job.maxAttempts,
    }),
    lastError: g.field({ type: g.nonNull(g.String) }),
    runAt: g.field({
      type: g.nonNull(g.String),
      description: 'The next attempt (ISO time)',
      resolve: (job) => new Date(job.runAt).toISOString(),
    }),
  },
});

export function jobsExtension(): Extension {
  return {
    query: {
      failedJobs: g.field({
        type: g.nonNull(g.list(g.nonNull(FailedJob))),
        resolve: (_r, _a, context: KeystoneContext) => domain(() => failedJobs(context, actorOf(context))),
      }),
    },
    mutation: {
      retryJob: g.field({
        type: g.nonNull(g.Boolean),
        args: { id: g.arg({ type: g.nonNull(g.ID) }) },
        resolve: (_r, { id }, context: KeystoneContext) => domain(() => retryJob(actorOf(context), id)),
      }),
    },
  };
}
