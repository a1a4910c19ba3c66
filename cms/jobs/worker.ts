/**
 * Runs the jobs: `startJobs` (called once by cms/server/main.ts) starts graphile-worker
 * (postgres.ts) with the handlers below, the one place where each job name gets its code.
 * The server wires `stop` into its shutdown and `reachable` into /readyz. Admins read failed
 * jobs and retry them through `failedJobs` / `retryJob` (cms/graphql/jobs.ts).
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import type { Actor } from '../domain/actor';
import { forbidden, notFound } from '../domain/errors';
import { formatOreExact } from '../domain/money';
import { formatDate } from '../domain/time';
import { sendEmail } from '../email';
import { runBookingScheduler, runBookingTimer } from '../domain/booking/scheduler';
import { retryRefund } from '../domain/payments/refunds';
import { emailUnreadMessages } from '../domain/messaging';
import { syncAllExternalCalendars, syncExternalCalendar } from '../domain/calendar/external';
import { makeDataExport } from '../domain/privacy/export';
import { pruneExpiredData } from '../domain/privacy/prune';
import { sendDac7Statements, sendSellerInformationReminders } from '../domain/dac7/reminders';
import { jobNames, jobPayloads, type JobName, type JobPayload } from './payloads';
import { startPostgresJobs, type Lane } from './postgres';
import type { FailedJob, JobBackend } from './types';

type Handlers = { [N in JobName]: (context: KeystoneContext, payload: JobPayload<N>) => Promise<unknown> };

const handlers: Handlers = {
  sendEmail: (_context, message) => sendEmail(message),
  unreadMessages: (context, { conversationId, userId }) => emailUnreadMessages(context, conversationId, userId),
  bookingTimer: (context, { bookingId, transition }) => runBookingTimer(context, bookingId, transition),
  bookingSweep: (context) => runBookingScheduler(context),
  refundPayment: (context, { paymentId, amount, idempotencyKey }) => retryRefund(context, paymentId, amount, idempotencyKey),
  syncExternalCalendar: (context, { talentId }) => syncExternalCalendar(context, talentId),
  externalCalendarSweep: (context) => syncAllExternalCalendars(context),
  pruneExpiredData: (context) => pruneExpiredData(context),
  makeDataExport: (context, { exportId }) => makeDataExport(context, exportId),
  sellerInformationReminders: (context) => sendSellerInformationReminders(context),
  dac7Statements: (context) => sendDac7Statements(context),
};

/**
 * Which worker pool (lane) runs each job, and how many of a lane's jobs run at once per process.
 * A job that waits on a server outside MixBuddy can wait up to that call's time-out (SMTP 30 s,
 * Stripe, a calendar); lanes keep such waits from taking the slots of the booking timers, which
 * only touch our own database and must run at their deadline. README.md beside this file says why
 * lanes are separate runners rather than queues or priorities.
 */
const laneOf: Record<JobName, LaneName> = {
  bookingTimer: 'database',
  bookingSweep: 'database',
  unreadMessages: 'database', // reads the messages and enqueues an email: no outside call
  sendEmail: 'email',
  refundPayment: 'outside',
  syncExternalCalendar: 'outside',
  externalCalendarSweep: 'outside',
  pruneExpiredData: 'database', // deletes rows and local files only
  makeDataExport: 'database', // reads rows, writes one local file, enqueues the email
  sellerInformationReminders: 'database', // reads the ledger and enqueues emails: no outside call
  dac7Statements: 'database',
};
type LaneName = 'database' | 'email' | 'outside';
/** The database lane first: it carries the crontab (postgres.ts). */
const laneConcurrency: Record<LaneName, number> = { database: 2, email: 4, outside: 2 };

export const lanes: Lane[] = (Object.keys(laneConcurrency) as LaneName[]).map((name) => ({
  name,
  names: jobNames.filter((job) => laneOf[job] === name),
  concurrency: laneConcurrency[name],
}));

let backend: JobBackend | undefined;

/** An interval as a crontab's minutes (1–59); 0 = never. */
function crontabMinutes(intervalMs: number) {
  if (!intervalMs) return 0;
  return Math.min(59, Math.max(1, Math.round(intervalMs / 60_000)));
}

export async function startJobs(context: KeystoneContext): Promise<Pick<JobBackend, 'stop' | 'reachable'>> {
  const sudo = context.sudo();
  const runJob = async (name: string, payload: unknown) => {
    const handler = handlers[name as JobName] as (context: KeystoneContext, payload: unknown) => Promise<unknown>;
    if (!handler) throw new Error(`Ukendt job: ${name}`);
    await handler(sudo, jobPayloads[name as JobName].parse(payload));
  };
  const sweep = crontabMinutes(config.schedulerIntervalMs);
  const calendars = crontabMinutes(config.calendar.externalIntervalMs);
  // The crontab runs each sweep once per period across every process (graphile-worker's known_crontabs).
  const crontab = [
    sweep ? `*/${sweep} * * * * bookingSweep ?max=1` : '',
    calendars ? `*/${calendars} * * * * externalCalendarSweep ?max=1` : '',
    // Every night at 03.17 (server time): what the retention table says is due (cms/domain/privacy/retention.ts).
    '17 3 * * * pruneExpiredData ?max=1',
    // DAC7: reminders once a day; the year's statements to talent on 10 January (the report is due 31 January).
    '0 9 * * * sellerInformationReminders ?max=1',
    '0 8 10 1 * dac7Statements ?max=1',
  ]
    .filter(Boolean)
    .join('\n');
  backend = await startPostgresJobs(config.databaseUrl, lanes, runJob, { crontab });
  const started = backend;
  return {
    stop: (graceMs) => started.stop(graceMs),
    reachable: () => started.reachable(),
  };
}

function running(): JobBackend {
  if (!backend) throw new Error('Job-køen er ikke startet');
  return backend;
}

export type FailedJobView = FailedJob & { summary: string };

type Names = {
  booking: (id: unknown) => string;
  payment: (id: unknown) => string;
  person: (id: unknown) => string;
  talent: (id: unknown) => string;
  conversation: (id: unknown) => string;
  dataExport: (id: unknown) => string;
};

/** What an id no longer resolving to a row reads as. */
const GONE = 'slettet';

/** id → what `name` says of its row, or "slettet" when there is no such row (or nothing to say). */
function namer<T extends { id: string }>(rows: T[], name: (row: T) => string | null | undefined) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id: unknown) => {
    const row = byId.get(String(id));
    return (row && name(row)) ?? GONE;
  };
}

/**
 * The names behind the ids the failed jobs' payloads hold — a booking as "3. maj 2026, Aarhus
 * (Camilla Jensen)", a person, a talent, a conversation's subject — read in one query per kind.
 * An id that no longer resolves reads as "slettet".
 */
async function namesFor(context: KeystoneContext, jobs: readonly FailedJob[]): Promise<Names> {
  const db = context.sudo().prisma;
  const ids = (key: string) => [
    ...new Set(jobs.map((job) => (job.payload as Record<string, unknown>)?.[key]).filter((v): v is string => typeof v === 'string')),
  ];
  const [payments, exports] = await Promise.all([
    db.payment.findMany({ where: { id: { in: ids('paymentId') } }, select: { id: true, bookingId: true } }),
    db.dataExport.findMany({ where: { id: { in: ids('exportId') } }, select: { id: true, userId: true } }),
  ]);
  const bookingIds = [...ids('bookingId'), ...payments.map((p: { bookingId: string | null }) => p.bookingId).filter(Boolean)];
  const [bookings, users, talents, conversations] = await Promise.all([
    db.booking.findMany({
      where: { id: { in: bookingIds } },
      select: { id: true, startsAt: true, city: true, customer: { select: { name: true } } },
    }),
    db.user.findMany({
      where: { id: { in: [...ids('userId'), ...exports.map((e: { userId: string | null }) => e.userId).filter(Boolean)] } },
      select: { id: true, name: true },
    }),
    db.talentProfile.findMany({ where: { id: { in: ids('talentId') } }, select: { id: true, displayName: true } }),
    db.conversation.findMany({ where: { id: { in: ids('conversationId') } }, select: { id: true, subject: true } }),
  ]);
  const booking = namer(
    bookings as { id: string; startsAt: Date; city: string; customer: { name: string } | null }[],
    (row) => `${formatDate(row.startsAt)}, ${row.city} (${row.customer?.name ?? GONE})`,
  );
  const person = namer(users as { id: string; name: string }[], (row) => row.name);
  const bookingOfPayment = namer(payments as { id: string; bookingId: string | null }[], (row) => row.bookingId);
  const userOfExport = namer(exports as { id: string; userId: string | null }[], (row) => row.userId);
  return {
    booking,
    payment: (id) => booking(bookingOfPayment(id)),
    person,
    talent: namer(talents as { id: string; displayName: string }[], (row) => row.displayName),
    conversation: namer(conversations as { id: string; subject: string }[], (row) => (row.subject ? `»${row.subject}«` : null)),
    dataExport: (id) => person(userOfExport(id)),
  };
}

/** What an admin needs to recognise a job without reading its payload: names, dates and amounts, never an id. */
function summaryOf(job: FailedJob, names: Names): string {
  const payload = job.payload as Record<string, unknown>;
  switch (job.name) {
    case 'sendEmail':
      return `»${payload.subject}« til ${payload.to}`;
    case 'unreadMessages':
      return `Ulæste beskeder til ${names.person(payload.userId)} i samtalen ${names.conversation(payload.conversationId)}`;
    case 'bookingTimer':
      return `${payload.transition} for bookingen ${names.booking(payload.bookingId)}`;
    case 'refundPayment':
      return `Refundering af ${formatOreExact(Number(payload.amount))} for bookingen ${names.payment(payload.paymentId)}`;
    case 'syncExternalCalendar':
      return `Hentning af ekstern kalender for ${names.talent(payload.talentId)}`;
    case 'makeDataExport':
      return `Dataudtræk for ${names.dataExport(payload.exportId)}`;
    default:
      return job.name;
  }
}

function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan se og genstarte job');
}

/** Jobs that failed at least once, newest first (admins only). */
export async function failedJobs(context: KeystoneContext, actor: Actor): Promise<FailedJobView[]> {
  assertAdmin(actor);
  const jobs = await running().failed();
  const names = await namesFor(context, jobs);
  return jobs.map((job) => ({ ...job, summary: summaryOf(job, names) }));
}

/** Runs a failed job again now with a fresh count of attempts (admins only). */
export async function retryJob(actor: Actor, id: string) {
  assertAdmin(actor);
  if (!(await running().retry(id))) throw notFound('Jobbet findes ikke eller er ikke fejlet');
  return true;
}

/** The test clock moved by `ms`: waiting jobs move with it, so a timer fires at its deadline in MixBuddy's time. */
export async function moveJobsWithClock(ms: number) {
  if (config.production) throw new Error('Uret kan ikke flyttes i produktion');
  if (backend && ms) await backend.shift(ms);
}
