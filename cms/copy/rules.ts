/**
 * The booking and wallet rules as people read them ("48 timer", "15 %", "7–13", "200 kr.").
 * Every value is computed from the constant that enforces the rule (the deadlines and refund
 * notice in cms/domain/booking/timing.ts; cms/domain/commission.ts; cms/domain/wallet/rules.ts),
 * so the site, the emails, the help centre and the legal pages can never promise something the
 * platform does not do.
 * Pure and server-free: the site's islands import it too.
 */
import {
  COMPLAINT_WINDOW_MS,
  FULL_REFUND_NOTICE_MS,
  HALF_REFUND_NOTICE_MS,
  PAY_WITHIN_MS,
  RESPOND_WITHIN_MS,
} from '../domain/booking/timing';
import { COMMISSION_RATE } from '../domain/commission';
import type { RefundStep } from '../domain/booking-states';
import { formatOre, formatWholeKroner } from '../domain/money';
import { DAY, HOUR, formatDateTime } from '../domain/time';
import { MINIMUM_PAYOFF } from '../domain/wallet/rules';

/** A duration in whole hours, as text: 2 days → "48 timer", 1 hour → "1 time". */
export const hours = (ms: number) => (ms === HOUR ? '1 time' : `${ms / HOUR} timer`);

const commissionPercent = Math.round(COMMISSION_RATE * 100);
const fullRefundDays = FULL_REFUND_NOTICE_MS / DAY;
const halfRefundDays = HALF_REFUND_NOTICE_MS / DAY;

export const rules = {
  /** The talent's time to answer a request: "48 timer". */
  respondWithin: hours(RESPOND_WITHIN_MS),
  respondHours: RESPOND_WITHIN_MS / HOUR,
  /** The customer's time to pay an accepted booking: "72 timer". */
  payWithin: hours(PAY_WITHIN_MS),
  payHours: PAY_WITHIN_MS / HOUR,
  /** The complaint window after the event, before earnings become available: "48 timer". */
  complaintWindow: hours(COMPLAINT_WINDOW_MS),
  complaintHours: COMPLAINT_WINDOW_MS / HOUR,
  /** MixBuddy's commission and the talent's share: "15 %", "85 %". */
  commission: `${commissionPercent} %`,
  commissionPercent,
  talentShare: `${100 - commissionPercent} %`,
  /** Days of notice for a full refund (14) and a half refund (7); "7–13" is the half-refund span. */
  fullRefundDays,
  halfRefundDays,
  halfRefundSpan: `${halfRefundDays}–${fullRefundDays - 1}`,
  /** The smallest payoff, in sentences: "200 kr." */
  minimumPayoff: formatWholeKroner(MINIMUM_PAYOFF),
} as const;

/** Without a date yet, the policy is computed for a start this far ahead (every step still applies). */
export const UNDATED_AHEAD_MS = 400 * DAY;

/**
 * A booking's refund policy (`refundPolicyFor` in cms/domain/booking-states.ts) as Danish lines
 * with this booking's amounts: with dates once the booking has one, else by days of notice (the
 * menu page, before a date is chosen). The last line is the talent's cancellation.
 */
export function refundPolicyLines(steps: readonly RefundStep[], totalAmount: number, withDates = true): string[] {
  const back = (refund: number) => (refund > 0 ? `${formatOre(refund)} tilbage` : 'ingen refusion');
  const lines = steps.map((step, index) => {
    if (step.noticeDays === 0) {
      return `${index === 0 ? 'Afbestiller du nu' : 'Afbestiller du senere'}, før arrangementet begynder: ${back(step.refund)}`;
    }
    const when = withDates ? `senest ${formatDateTime(step.until)}` : `mindst ${step.noticeDays} dage før`;
    return `Afbestiller du ${when}: ${back(step.refund)}`;
  });
  lines.push(`Aflyser talentet, får du alle ${formatOre(totalAmount)} tilbage`);
  return lines;
}
