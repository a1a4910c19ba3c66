/**
 * The text functions the domain sends its emails with, as the dialogs preview them. Fetched the
 * first time a dialog shows an email (EmailPreview.tsx): they bring the quoted-text guard and its
 * table of look-alike characters (cms/domain/quoted-text.ts), which no list or page needs to show.
 */
export { vettingEmail } from '../../../cms/copy/vetting';
export { bookingEmail } from '../../../cms/domain/booking/email-text';
export { emailText } from '../../../cms/copy/email-layout';
export { payoffEmailParts } from '../../../cms/copy/payoff-emails';
export { supportReplyParts, supportReplySubject } from '../../../cms/copy/support-reply';
