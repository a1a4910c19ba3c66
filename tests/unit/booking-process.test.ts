/**
 * The booking process table (cms/domain/booking/process.ts) is whole and consistent, the code
 * reads what it declares, and the diagram in cms/domain/booking/README.md is the one the table
 * generates — change the table and this test says to paste the new diagram.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canTransition } from '../../cms/domain/booking-states';
import { bookingEmailKinds } from '../../cms/domain/booking/email-text';
import {
  allowedEdges,
  bookingProcess,
  bookingStatuses,
  deadlines,
  processDiagram,
  timedTransitions,
  transitionNames,
  transitionOf,
  type BookingEmailKind,
} from '../../cms/domain/booking/process';
import { postings } from '../../cms/domain/ledger';

const rows = transitionNames.map((name) => ({ name, ...transitionOf(name) }));

describe('the booking process table', () => {
  it('allows exactly the status changes the state machine always had', () => {
    expect(allowedEdges()).toEqual({
      requested: ['accepted', 'declined', 'expired', 'cancelled'],
      accepted: ['cancelled', 'paid', 'expired'],
      paid: ['cancelled', 'refunded', 'completed'],
      declined: [],
      expired: [],
      cancelled: [],
      completed: [],
      refunded: [],
    });
    for (const from of bookingStatuses)
      for (const to of bookingStatuses) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowedEdges()[from].includes(to));
      }
  });

  it('reaches every state from the request', () => {
    const reached = new Set(rows.filter((row) => row.from.length === 0).map((row) => row.to));
    for (let grew = true; grew;) {
      grew = false;
      for (const row of rows) if (row.from.some((from) => reached.has(from)) && !reached.has(row.to)) (reached.add(row.to), (grew = true));
    }
    expect([...reached].sort()).toEqual([...bookingStatuses].sort());
    expect(rows.filter((row) => row.from.length === 0).map((row) => row.name)).toEqual(['request', 'requestInstantly']);
  });

  it('gives every timed transition a timer and the system actor, and only those', () => {
    for (const row of rows) {
      expect(Boolean(row.timer), row.name).toBe(row.actors.includes('system-timer'));
      if (row.timer) {
        expect(row.timer.when.length, row.name).toBeGreaterThan(0);
        if (row.timer.deadline) expect(deadlines[row.timer.deadline], row.name).toBeGreaterThan(0);
      }
    }
    expect(timedTransitions).toEqual(['expireRequest', 'expirePayment', 'complete', 'releaseEarnings']);
    // The deadlines the stored dates are computed from, and the complaint window as the delay.
    expect(bookingProcess.expireRequest.timer.deadline).toBe('RESPOND_WITHIN_MS');
    expect(bookingProcess.expirePayment.timer.deadline).toBe('PAY_WITHIN_MS');
    expect(bookingProcess.releaseEarnings.timer.afterMs).toBe(deadlines.COMPLAINT_WINDOW_MS);
  });

  it('lets only Stripe pay, and every step that moves money names a ledger builder that exists', () => {
    for (const row of rows) {
      if (row.posting) expect(typeof postings[row.posting], row.name).toBe('function');
      expect(row.actors.includes('stripe-webhook'), row.name).toBe(row.to === 'paid');
    }
    expect(rows.filter((row) => row.posting).map((row) => [row.name, row.posting])).toEqual([
      ['pay', 'bookingPaid'],
      ['cancelPaid', 'bookingCancelled'],
      ['refund', 'bookingCancelled'],
      ['releaseEarnings', 'earningsReleased'],
    ]);
    // A step that leaves the state as it is does nothing but post (the release of earnings).
    for (const row of rows.filter((row) => (row.from as readonly string[]).includes(row.to))) expect(row.posting, row.name).toBeDefined();
  });

  it('names the same actors for the three ways to cancel (cancelBooking checks one of them)', () => {
    expect(bookingProcess.cancelPaid.actors).toEqual(bookingProcess.cancel.actors);
    expect(bookingProcess.refund.actors).toEqual(bookingProcess.cancel.actors);
  });

  it('names every email emails.ts has a text for, each always to the same people', () => {
    const recipients = new Map<BookingEmailKind, string>();
    for (const row of rows)
      for (const { email, to } of row.notifies) {
        expect(recipients.get(email) ?? to, `${row.name} → ${email}`).toBe(to);
        recipients.set(email, to);
      }
    expect([...recipients.keys()].sort()).toEqual([...bookingEmailKinds].sort());
  });
});

describe('the diagram in cms/domain/booking/README.md', () => {
  it('is the one the table generates', () => {
    const readme = readFileSync(resolve('cms/domain/booking/README.md'), 'utf8');
    const between = readme.match(/<!-- process-diagram:start -->\n```mermaid\n([\s\S]*?)\n```\n<!-- process-diagram:end -->/);
    expect(between, 'the README keeps the diagram between its markers').not.toBeNull();
    expect(between![1], 'paste processDiagram() from cms/domain/booking/process.ts into the README').toBe(processDiagram());
  });
});
