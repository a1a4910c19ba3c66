/**
 * The job names and their payloads, in one place: `enqueue` checks a payload against its schema
 * before it is written, and the worker parses it again before the handler runs (a job written
 * by an older version may no longer fit).
 */
import { z } from 'zod';

export const jobPayloads = {
  /** One email to one address (cms/email). */
  sendEmail: z.object({ to: z.string().min(1), subject: z.string().min(1), text: z.string(), html: z.string().optional() }),
  /** The recipient's unread messages in one conversation, in one email (cms/domain/messaging), keyed `unread:<conversation>:<user>`. */
  unreadMessages: z.object({ conversationId: z.string().min(1), userId: z.string().min(1) }),
  /** A timed transition of one booking (cms/domain/booking/process.ts), due at its deadline. */
  bookingTimer: z.object({
    bookingId: z.string().min(1),
    transition: z.enum(['expireRequest', 'expirePayment', 'complete', 'releaseEarnings']),
  }),
  /** The periodic sweep of every due timed transition: the safety net behind `bookingTimer`. */
  bookingSweep: z.object({}).passthrough(),
  /** A card refund through Stripe after the booking change is committed (cms/domain/payments/refunds.ts). */
  refundPayment: z.object({ paymentId: z.string().min(1), amount: z.number().int().positive(), idempotencyKey: z.string().min(1) }),
  /** Fetch one talent's external calendar and store its busy days (cms/domain/calendar/external.ts), keyed `calendar:<talentId>`. */
  syncExternalCalendar: z.object({ talentId: z.string().min(1) }),
  /** The periodic fetch of every external calendar: one `syncExternalCalendar` per talent. */
  externalCalendarSweep: z.object({}).passthrough(),
  /** The nightly pruning of everything whose retention period is over (cms/domain/privacy/prune.ts). */
  pruneExpiredData: z.object({}).passthrough(),
  /** Collect one person's data into a ZIP and email them (cms/domain/privacy/export.ts), keyed `export:<exportId>`. */
  makeDataExport: z.object({ exportId: z.string().min(1) }),
  /** The daily reminders to talent who earned and have not given their DAC7 seller information (cms/domain/dac7/reminders.ts). */
  sellerInformationReminders: z.object({}).passthrough(),
  /** In January: every seller of the past year gets the figures MixBuddy reports about them (cms/domain/dac7/reminders.ts). */
  dac7Statements: z.object({}).passthrough(),
};

export type JobName = keyof typeof jobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloads)[N]>;
export const jobNames = Object.keys(jobPayloads) as JobName[];

/** Attempts before a job counts as failed (and waits for an admin's "Prøv igen"). */
export const MAX_ATTEMPTS = 10;
