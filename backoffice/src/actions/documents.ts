/**
 * The custom GraphQL mutations the back office calls (cms/graphql/booking.ts, wallet.ts). Each one runs a
 * domain function on the server (cms/domain/booking, cms/domain/wallet) that authorises the
 * admin, moves the ledger and sends the emails: the browser never edits a status or a ledger row.
 * Fixed documents; every value is a variable.
 */
export const documents = {
  /** Cancels; a paid booking is refunded in full through Stripe when an admin cancels it. */
  cancelBooking: 'mutation BackofficeCancelBooking($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { id status } }',
  /** paid → completed; the talent's share is released after the complaint window. */
  completeBooking: 'mutation BackofficeCompleteBooking($id: ID!) { completeBooking(id: $id) { id status } }',
  /** requested → approved; moves the amount talent_available → talent_payout. */
  approvePayoff: 'mutation BackofficeApprovePayoff($id: ID!) { approvePayoff(id: $id) { id status } }',
  /** approved → paid with the bank transfer's reference; talent_payout → stripe_clearing. */
  payPayoff:
    'mutation BackofficePayPayoff($id: ID!, $bankReference: String) { markPayoffPaid(id: $id, bankReference: $bankReference) { id status } }',
  /** requested → rejected with a reason; the reservation ends, so the amount is requestable again. */
  rejectPayoff: 'mutation BackofficeRejectPayoff($id: ID!, $reason: String!) { rejectPayoff(id: $id, reason: $reason) { id status } }',
  /** Vetting: verifies the talent, publishes their waiting menus and emails them. */
  approveTalent: 'mutation BackofficeApproveTalent($id: ID!) { approveTalent(id: $id) { id verifiedAt } }',
  /** Vetting: the verified mark goes; the talent's public menus wait for approval again; the talent is told. */
  withdrawTalentApproval: 'mutation BackofficeWithdrawTalentApproval($id: ID!) { withdrawTalentApproval(id: $id) { id verifiedAt } }',
  /** Vetting: the waiting menus go back to drafts; the talent gets the reason by email. */
  rejectTalent:
    'mutation BackofficeRejectTalent($id: ID!, $reason: String!) { rejectTalent(id: $id, reason: $reason) { id vettingRejectedAt } }',
  /** The jobs that failed at least once (cms/jobs); read, not a mutation. */
  failedJobs: 'query BackofficeFailedJobs { failedJobs { id summary attempts maxAttempts gaveUp lastError runAt } }',
  /** Emails an answer to a support request and keeps it in the request's history (cms/domain/support.ts). */
  replyToSupportRequest:
    'mutation BackofficeReplyToSupportRequest($requestId: ID!, $body: String!) { replyToSupportRequest(requestId: $requestId, body: $body) { id } }',
  /** Runs a failed job again now with a fresh count of attempts. */
  retryJob: 'mutation BackofficeRetryJob($id: ID!) { retryJob(id: $id) }',
} as const;
