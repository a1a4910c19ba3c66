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
import { formatWholeKroner } from '../domain/money';
import { DAY, HOUR } from '../domain/time';
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
