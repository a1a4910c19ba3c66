/**
 * Failed jobs carry email addresses and booking ids: only admins read them (`failedJobs`) or run
 * them again (`retryJob`). Anonymous visitors, customers and talent are refused with FORBIDDEN
 * and learn nothing, while the admin sees the job.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import { freePort, startServer, Visitor, type TestServer } from '../support/server';

let server: TestServer;
let w: World;
let jobId: string;

beforeAll(async () => {
  // A mail server that is not there: every email fails and stays listed for admins.
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'silent' });
  w = await createWorld(server.url);
  await new Visitor(server.url).gql(`mutation { requestPasswordReset(email: "kunde@mixbuddy.dk") { ok } }`);
  const deadline = Date.now() + 30_000;
  while (!jobId) {
    const listed = await w.admin.visitor.gql(`{ failedJobs { id summary } }`);
    jobId = listed.data?.failedJobs.find((job: { summary: string }) => job.summary.includes('kunde@mixbuddy.dk'))?.id;
    if (Date.now() > deadline) throw new Error(`no failed job: ${JSON.stringify(listed)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

it('anonymous visitors, customers and talent cannot list failed jobs or retry one', async () => {
  const outsiders = { anonymous: new Visitor(server.url), customer: w.customerA.visitor, talent: w.talent1.visitor };
  for (const [who, visitor] of Object.entries(outsiders)) {
    const listed = await visitor.gql(`{ failedJobs { id summary lastError } }`);
    expect(listed.data, who).toBeNull();
    expect((listed.errors?.[0] as { extensions?: { code?: string } }).extensions?.code, who).toBe('FORBIDDEN');
    const retried = await visitor.gql(`mutation($id: ID!) { retryJob(id: $id) }`, { id: jobId });
    expect(retried.data, who).toBeNull();
    expect((retried.errors?.[0] as { extensions?: { code?: string } }).extensions?.code, who).toBe('FORBIDDEN');
  }
});
