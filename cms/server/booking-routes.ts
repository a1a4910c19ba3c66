/**
 * The HTTP routes of the booking area that are not GraphQL or pages:
 * - POST /api/stripe/webhook: Stripe's webhook, raw body, signature verified by the payments domain;
 * - GET /api/messages/stream: server-sent events telling a signed-in person that a conversation
 *   they take part in has a new message (the page then reloads its thread or badge), whichever
 *   server process the message went through (cms/events); the stream ends when its session does;
 * - outside production only: POST /api/test/clock, POST /api/test/scheduler and
 *   POST /api/test/retention, so tests can move MixBuddy's clock (cms/domain/clock.ts; every
 *   process's clock and the shared waiting jobs move with it) and run the scheduler (and the daily
 *   DAC7 reminders) or the pruning job (cms/domain/privacy/prune.ts) now.
 */
import type { ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import { runBookingScheduler } from '../domain/booking';
import { pruneExpiredData } from '../domain/privacy/prune';
import { sendDac7Statements, sendSellerInformationReminders } from '../domain/dac7/reminders';
import { moveJobsWithClock } from '../jobs/worker';
import { clockOffsetMs, now, setClockOffset } from '../domain/clock';
import { onEvent, publishEvent } from '../events';
import { currentSessionHash } from '../auth/sessions';
import { handleStripeWebhook } from '../domain/payments';

const openStreams = new Set<ServerResponse>();

/** Shutdown: ends every live stream; browsers reconnect (after `retry`) to a process that stays. */
export function endMessageStreams() {
  for (const res of openStreams) res.end();
}

export function mountBookingRoutes(app: Express, context: KeystoneContext) {
  app.post('/api/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res, next) => {
    try {
      const result = await handleStripeWebhook(context, req.body as Buffer, req.get('stripe-signature'));
      res.status(result.status).json({ received: result.status === 200, outcome: result.outcome });
    } catch (error) {
      next(error); // 500: Stripe retries the delivery later
    }
  });

  app.get('/api/messages/stream', async (req, res) => {
    const requestContext = await context.withRequest(req, res);
    const session = requestContext.session as { itemId?: string } | undefined;
    const tokenHash = currentSessionHash(requestContext);
    if (!session?.itemId || !tokenHash) return res.status(401).json({ error: 'Du skal være logget ind' });
    const userId = session.itemId;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const stopMessages = onEvent('message', (event) => {
      if (event.recipientIds.includes(userId))
        res.write(`event: message\ndata: ${JSON.stringify({ conversationId: event.conversationId })}\n\n`);
    });
    // Signed out, password changed elsewhere, blocked: a stream whose session is gone hears no more.
    const stopSessions = onEvent('sessionsEnded', (event) => {
      if (event.userId !== userId) return;
      void context.prisma.authSession.findUnique({ where: { tokenHash }, select: { id: true } }).then(
        (row: unknown) => row || res.end(),
        () => res.end(),
      );
    });
    const keepAlive = setInterval(() => res.write(': ping\n\n'), 25_000);
    openStreams.add(res);
    req.on('close', () => {
      clearInterval(keepAlive);
      stopMessages();
      stopSessions();
      openStreams.delete(res);
    });
  });

  if (!config.production) {
    // The clock moved through another process (several processes on one database share the jobs, so
    // they must share MixBuddy's time too: a timer job re-checks its deadline in whichever runs it).
    onEvent('clock', ({ offsetMs }) => {
      if (offsetMs !== clockOffsetMs()) setClockOffset(offsetMs);
    });
    app.post('/api/test/clock', express.json(), async (req, res, next) => {
      try {
        const { offsetMs, advanceMs } = req.body ?? {};
        const before = clockOffsetMs();
        setClockOffset(Number.isFinite(advanceMs) ? before + Number(advanceMs) : Number(offsetMs ?? 0));
        // The others hear the new time before the moved jobs wake their workers.
        await publishEvent('clock', { offsetMs: clockOffsetMs() });
        await moveJobsWithClock(clockOffsetMs() - before);
        res.json({ offsetMs: clockOffsetMs(), now: now().toISOString() });
      } catch (error) {
        next(error);
      }
    });
    app.post('/api/test/retention', async (_req, res, next) => {
      try {
        res.json(await pruneExpiredData(context, now()));
      } catch (error) {
        next(error);
      }
    });
    app.post('/api/test/scheduler', express.json(), async (req, res, next) => {
      try {
        const bookingId = typeof req.body?.bookingId === 'string' ? [req.body.bookingId] : undefined;
        const bookings = await runBookingScheduler(context, now(), bookingId);
        // The daily DAC7 reminders, so tests can run them at a moved clock.
        const reminders = (await sendSellerInformationReminders(context)).sent;
        // The January statements of a year, when a test asks for them.
        const year = Number(req.body?.dac7StatementsYear);
        const statements = Number.isInteger(year) ? (await sendDac7Statements(context, year)).sent : undefined;
        res.json({ ...bookings, sellerInformationReminders: reminders, dac7Statements: statements });
      } catch (error) {
        next(error);
      }
    });
  }
}
