/**
 * The booking process, declared once: its states and one table of transitions — for each, where
 * it starts and ends, who may make it, the timer that makes it happen by itself, the ledger
 * posting it writes and the emails it sends. The code reads this table: the allowed edges
 * (`canTransition` in cms/domain/booking-states.ts), who may act (`assertActor` in
 * operations.ts), the scheduler's timed moves (scheduler.ts), the emails each transition sends
 * (`notifyTransition` in emails.ts) and the deadlines the help centre and the emails quote
 * (cms/copy/rules.ts). The posting column names what operations.ts and
 * cms/domain/payments/webhook.ts post; tests/unit/booking-process.test.ts keeps them and the
 * diagram in cms/domain/booking/README.md in step with the table.
 *
 * Pure and server-free (only a type from the ledger), so the back office may read it.
 */
import type { postings } from '../ledger';
import { HOUR } from '../time';
import { COMPLAINT_WINDOW_MS, PAY_WITHIN_MS, RESPOND_WITHIN_MS } from './timing';

export const bookingStatuses = ['requested', 'accepted', 'declined', 'expired', 'cancelled', 'paid', 'completed', 'refunded'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The deadline constants (timing.ts) by name, so a timer can name the rule it follows. */
export const deadlines = { RESPOND_WITHIN_MS, PAY_WITHIN_MS, COMPLAINT_WINDOW_MS } as const;

/** The emails of the flow; the process names them here (`notifies`), emails.ts holds their texts. */
export type BookingEmailKind =
  'requested' | 'requestSent' | 'bookedInstantly' | 'accepted' | 'declined' | 'expired' | 'paid' | 'cancelled' | 'refunded' | 'completed';

/** Who makes a transition: a party to the booking, an admin, the scheduler, or Stripe's webhook. */
export type ProcessActor = 'customer' | 'talent' | 'admin' | 'system-timer' | 'stripe-webhook';

/** The booking dates a timer watches. */
export type BookingDate = 'respondBy' | 'payBy' | 'startsAt' | 'endsAt' | 'completedAt';

/**
 * A timed transition is due once any of `when` (a date on the booking) lies `afterMs` or more in
 * the past. `deadline` names the rule behind it: respondBy and payBy are stored at request and
 * acceptance from their constant (and never after the event starts); the complaint window is the
 * delay itself.
 */
export type Timer = { when: readonly BookingDate[]; afterMs: number; deadline?: keyof typeof deadlines };

export type BookingTransition = {
  /** Where it may start; none for the request that creates the booking. */
  from: readonly BookingStatus[];
  /** Where it ends; the same state for a step that only writes the ledger (the release of earnings). */
  to: BookingStatus;
  actors: readonly ProcessActor[];
  timer?: Timer;
  /** The builder in cms/domain/ledger.ts (`postings.*`) whose lines it posts. */
  posting?: keyof typeof postings;
  /** The emails (texts in emails.ts) and who receives them; `notifyTransition` sends these. */
  notifies: readonly { email: BookingEmailKind; to: 'customer' | 'talent' | 'both' }[];
};

const parties = ['customer', 'talent', 'admin'] as const;

/**
 * The table. Not a transition: a payment that arrives for a booking that can no longer take it
 * (`postings.paymentUnpayable`, refunded in full by the webhook) leaves the booking as it is.
 */
export const bookingProcess = {
  request: {
    from: [],
    to: 'requested',
    actors: ['customer'],
    notifies: [
      { email: 'requested', to: 'talent' },
      { email: 'requestSent', to: 'customer' },
    ],
  },
  /**
   * A menu marked "Book med det samme" (Menu.instantBooking): a request for a free day is accepted
   * at once, under the same checks as an acceptance (the talent lock, one event a day), and the
   * customer goes straight to payment within the pay deadline.
   */
  requestInstantly: {
    from: [],
    to: 'accepted',
    actors: ['customer'],
    notifies: [
      { email: 'bookedInstantly', to: 'talent' },
      { email: 'accepted', to: 'customer' },
    ],
  },
  accept: { from: ['requested'], to: 'accepted', actors: ['talent', 'admin'], notifies: [{ email: 'accepted', to: 'customer' }] },
  decline: { from: ['requested'], to: 'declined', actors: ['talent', 'admin'], notifies: [{ email: 'declined', to: 'customer' }] },
  expireRequest: {
    from: ['requested'],
    to: 'expired',
    actors: ['system-timer'],
    timer: { when: ['respondBy', 'startsAt'], afterMs: 0, deadline: 'RESPOND_WITHIN_MS' },
    notifies: [{ email: 'expired', to: 'both' }],
  },
  cancel: { from: ['requested', 'accepted'], to: 'cancelled', actors: parties, notifies: [{ email: 'cancelled', to: 'both' }] },
  pay: { from: ['accepted'], to: 'paid', actors: ['stripe-webhook'], posting: 'bookingPaid', notifies: [{ email: 'paid', to: 'both' }] },
  expirePayment: {
    from: ['accepted'],
    to: 'expired',
    actors: ['system-timer'],
    timer: { when: ['payBy', 'startsAt'], afterMs: 0, deadline: 'PAY_WITHIN_MS' },
    notifies: [{ email: 'expired', to: 'both' }],
  },
  /** Paid, nothing refunded (a customer under 7 days before the event). */
  cancelPaid: {
    from: ['paid'],
    to: 'cancelled',
    actors: parties,
    posting: 'bookingCancelled',
    notifies: [{ email: 'cancelled', to: 'both' }],
  },
  /** Paid, some or all refunded (`refundAmountFor`). */
  refund: { from: ['paid'], to: 'refunded', actors: parties, posting: 'bookingCancelled', notifies: [{ email: 'refunded', to: 'both' }] },
  complete: {
    from: ['paid'],
    to: 'completed',
    actors: ['system-timer', 'admin'],
    timer: { when: ['endsAt'], afterMs: 0 },
    notifies: [{ email: 'completed', to: 'customer' }],
  },
  releaseEarnings: {
    from: ['completed'],
    to: 'completed',
    actors: ['system-timer'],
    timer: { when: ['completedAt'], afterMs: COMPLAINT_WINDOW_MS, deadline: 'COMPLAINT_WINDOW_MS' },
    posting: 'earningsReleased',
    notifies: [],
  },
} as const satisfies Record<string, BookingTransition>;

export type TransitionName = keyof typeof bookingProcess;
export const transitionNames = Object.keys(bookingProcess) as TransitionName[];

/** The transition's row, typed as the general shape (the table itself keeps its literal types). */
export const transitionOf = (name: TransitionName): BookingTransition => bookingProcess[name];

/** The transitions a timer makes. */
export type TimedTransitionName = {
  [K in TransitionName]: (typeof bookingProcess)[K] extends { timer: Timer } ? K : never;
}[TransitionName];
/** The timed transitions in table order (the order the scheduler runs them). */
export const timedTransitions = transitionNames.filter((name): name is TimedTransitionName => Boolean(transitionOf(name).timer));

/** The status changes the table allows: every from → to with from ≠ to. */
export function allowedEdges(): Record<BookingStatus, BookingStatus[]> {
  const edges = Object.fromEntries(bookingStatuses.map((status) => [status, [] as BookingStatus[]])) as Record<
    BookingStatus,
    BookingStatus[]
  >;
  for (const name of transitionNames) {
    const { from, to } = transitionOf(name);
    for (const start of from) if (start !== to && !edges[start].includes(to)) edges[start].push(to);
  }
  return edges;
}

const hours = (ms: number) => `${ms / HOUR} h`;

/** The table as a Mermaid stateDiagram-v2 (in cms/domain/booking/README.md, checked by a test). */
export function processDiagram(): string {
  const lines = ['stateDiagram-v2'];
  for (const name of transitionNames) {
    const { from, to, actors, timer, posting } = transitionOf(name);
    const rule = timer?.deadline ? ` (${timer.deadline} ${hours(deadlines[timer.deadline])})` : '';
    const when = timer ? `${timer.when.join(' or ')}${timer.afterMs ? ` + ${hours(timer.afterMs)}` : ''}${rule}` : '';
    const label = [name, `(${actors.join(', ')})`, when && `at ${when}`, posting && `ledger ${posting}`].filter(Boolean).join(' ');
    for (const start of from.length ? from : ['[*]']) lines.push(`    ${start} --> ${to}: ${label}`);
  }
  const edges = allowedEdges();
  for (const status of bookingStatuses) if (!edges[status].length) lines.push(`    ${status} --> [*]`);
  return lines.join('\n');
}
