/**
 * Admin actions on one booking, through the same domain functions the site uses
 * (cms/domain/booking: `cancelBooking`, `completeBooking`): cancel — a paid booking is refunded
 * in full through Stripe — and mark a paid booking completed once the event has ended (the domain
 * refuses earlier, too). The cancel dialog names the customer, the talent and the refund, warns
 * that the reason goes to both, and shows each party's email as it will be sent (each side reads
 * a text written for them: cms/domain/booking/email-text.ts). The completion dialog names the
 * booking (customer, talent, date, amounts) and shows the customer's email.
 */
import { Stack, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useGetOne, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { refundAmountFor } from '../../../../cms/domain/booking-states';
import type { TextInput } from '../../../../cms/domain/booking/email-text';
import { receiptCopy } from '../../../../cms/copy/receipts';
import { ActionButton } from '../../actions/ActionButton';
import { EmailPreview, type EmailCopy } from '../../actions/EmailPreview';
import { documents } from '../../actions/documents';
import { config } from '../../config';
import { formatDateTime } from '../../components/dates';
import { formatOre } from '../../components/money';

const cancellable = ['requested', 'accepted', 'paid'];

type Person = { name: string; email: string };

/** The booking's customer, talent (their account) and menu, for the dialogs. */
function useParties(record: RaRecord | undefined) {
  const customer = useGetOne('users', { id: record?.customerId }, { enabled: Boolean(record?.customerId) }).data;
  const talent = useGetOne('talents', { id: record?.talentId }, { enabled: Boolean(record?.talentId) }).data;
  const talentUser = useGetOne('users', { id: talent?.userId }, { enabled: Boolean(talent?.userId) }).data;
  const menu = useGetOne('menus', { id: record?.menuId }, { enabled: Boolean(record?.menuId) }).data;
  const person = (user: RaRecord | undefined): Person | null =>
    user ? { name: String(user.name ?? ''), email: String(user.email ?? '') } : null;
  return {
    customer: person(customer),
    talent: person(talentUser),
    talentName: String(talent?.displayName ?? ''),
    menuTitle: String(menu?.title ?? ''),
  };
}

/** What the booking's email texts quote, from the record and its parties (as the domain reads them). */
function textInput(record: RaRecord, parties: ReturnType<typeof useParties>, refund?: number): TextInput {
  return {
    id: String(record.id),
    startsAt: new Date(String(record.startsAt)),
    totalAmount: Number(record.totalAmount),
    customerId: record.customerId ?? null,
    talentId: record.talentId ?? null,
    menuId: record.menuId ?? null,
    guests: Number(record.guests ?? 0),
    address: record.address ?? null,
    postcode: record.postcode ?? null,
    city: record.city ?? null,
    message: record.message ?? null,
    talentAmount: Number(record.talentAmount ?? 0),
    customer: parties.customer,
    menuTitle: parties.menuTitle || 'din menu',
    refund,
  };
}

function CancelPreview({ record, reason, parties }: { record: RaRecord; reason: string; parties: ReturnType<typeof useParties> }) {
  const paid = record.status === 'paid';
  const refund = paid ? refundAmountFor(Number(record.totalAmount), 'admin', new Date(String(record.startsAt)), new Date()) : 0;
  const kind = paid ? (refund > 0 ? 'refunded' : 'cancelled') : 'cancelled';
  const facts = textInput(record, parties, refund);
  // The credit note is numbered in the cancel's own transaction; its number is not known yet.
  const receipt = kind === 'refunded' ? `\n${receiptCopy.creditNote} nr. …: ${config.publicUrl}/kvittering/…` : '';
  const recipients = [
    { side: 'customer' as const, person: parties.customer },
    { side: 'talent' as const, person: parties.talent },
  ];
  return (
    <>
      {recipients.map(({ side, person }) => {
        if (!person?.email) return null;
        const write = (copy: EmailCopy) =>
          copy.bookingEmail(kind, side, facts, { name: person.name, reason: reason || undefined, receipt, publicUrl: config.publicUrl });
        return <EmailPreview key={side} to={`${person.name} <${person.email}>`} write={write} />;
      })}
    </>
  );
}

/** Completing emails the customer only (the process table's `complete`), inviting a review. */
function CompletePreview({ record, parties }: { record: RaRecord; parties: ReturnType<typeof useParties> }) {
  const customer = parties.customer;
  if (!customer?.email) return null;
  const facts = textInput(record, parties);
  return (
    <EmailPreview
      to={`${customer.name} <${customer.email}>`}
      write={(copy) => copy.bookingEmail('completed', 'customer', facts, { name: customer.name, publicUrl: config.publicUrl })}
    />
  );
}

export function BookingActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const parties = useParties(record);
  if (!record) return null;
  const id = String(record.id);
  const paid = record.status === 'paid';
  const refund = paid ? refundAmountFor(Number(record.totalAmount), 'admin', new Date(String(record.startsAt)), new Date()) : 0;
  const args = {
    customer: parties.customer?.name ?? '',
    talent: parties.talentName || parties.talent?.name || '',
    menu: parties.menuTitle,
    amount: formatOre(refund),
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {paid && new Date(String(record.endsAt)).getTime() <= Date.now() ? (
        <ActionButton
          label="mixbuddy.booking.complete"
          confirm="mixbuddy.booking.completeConfirm"
          confirmArgs={{
            ...args,
            date: formatDateTime(record.startsAt),
            total: formatOre(Number(record.totalAmount)),
            amount: formatOre(Number(record.talentAmount ?? 0)),
          }}
          preview={() => <CompletePreview record={record} parties={parties} />}
          document={documents.completeBooking}
          variables={{ id }}
          success="mixbuddy.booking.completed"
          color="success"
          icon={<TaskAltIcon />}
        />
      ) : null}
      {cancellable.includes(String(record.status)) ? (
        <ActionButton
          label={paid ? 'mixbuddy.booking.cancel' : 'mixbuddy.booking.cancelUnpaid'}
          confirm={paid ? 'mixbuddy.booking.cancelConfirm' : 'mixbuddy.booking.cancelUnpaidConfirm'}
          confirmArgs={args}
          details={
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {translate('mixbuddy.booking.reasonWarning')}
            </Typography>
          }
          preview={(reason) => <CancelPreview record={record} reason={reason} parties={parties} />}
          document={documents.cancelBooking}
          variables={{ id }}
          input={{ name: 'reason', label: 'mixbuddy.booking.reason', multiline: true }}
          success="mixbuddy.booking.cancelled"
          color="error"
          icon={<CancelIcon />}
        />
      ) : null}
    </Stack>
  );
}
