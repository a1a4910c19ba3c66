/**
 * The HTTP routes of the booking area that are not GraphQL or pages:
 * - POST /api/stripe/webhook: Stripe's webhook, raw body, signature verified by the payments domain;
 * - GET /api/messages/stream: server-sent events telling a signed-in person that a conversation
 *   they take part in has a new message (the page then reloads its thread or badge);
 * - outside production only: POST /api/test/clock and POST /api/test/scheduler, so tests can
 *   move MixBuddy's clock (cms/domain/clock.ts; waiting jobs move with it) and run the scheduler now.
 */
import express, { type Express } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import { runBookingScheduler } from '../domain/booking';
import { moveJobsWithClock } from '../jobs/worker';
import { clockOffsetMs, now, setClockOffset } from '../domain/clock';
import { messageBus } from '../domain/messaging';
import { handleStripeWebhook } from '../domain/payments';

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
    const session = (await context.withRequest(req, res)).session as { itemId?: string } | undefined;
    if (!session?.itemId) return res.status(401).json({ error: 'Du skal være logget ind' });
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    res.write('retry: 5000\n\n');
    const onMessage = (event: { conversationId: string; recipientIds: string[] }) => {
      if (event.recipientIds.includes(session.itemId!)) res.write(`event: message\ndata: ${JSON.stringify({ conversationId: event.conversationId })}\n\n`);
    };
    const keepAlive = setInterval(() => res.write(': ping\n\n'), 25_000);
    messageBus.on('message', onMessage);
    req.on('close', () => {
      clearInterval(keepAlive);
      messageBus.off('message', onMessage);
    });
  });

  if (!config.production) {
    app.post('/api/test/clock', express.json(), async (req, res, next) => {
      try {
        const { offsetMs, advanceMs } = req.body ?? {};
        const before = clockOffsetMs();
        setClockOffset(Number.isFinite(advanceMs) ? before + Number(advanceMs) : Number(offsetMs ?? 0));
        await moveJobsWithClock(clockOffsetMs() - before);
        res.json({ offsetMs: clockOffsetMs(), now: now().toISOString() });
      } catch (error) {
        next(error);
      }
    });
    app.post('/api/test/scheduler', express.json(), async (req, res, next) => {
      try {
        const bookingId = typeof req.body?.bookingId === 'string' ? [req.body.bookingId] : undefined;
        res.json(await runBookingScheduler(context, now(), bookingId));
      } catch (error) {
        next(error);
      }
    });
  }
}
