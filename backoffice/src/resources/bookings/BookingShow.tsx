import { Box, Divider, Typography } from '@mui/material';
import {
  DataTable,
  Labeled,
  ReferenceManyField,
  TopToolbar,
  Loading,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  NumberField,
  useBasename,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';
import { LedgerTable } from '../../components/LedgerTable';
import { TalentLink, UserLink } from '../../components/links';
import { methodLabel } from '../receipts/labels';
import { Thread } from '../messages/Thread';
import { BookingActions } from './BookingActions';
import { PhoneCards, useIsNarrow } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';
import { formatOre } from '../../components/money';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mt: 1 }}>
      <Typography variant="overline" color="text.secondary">
        {translate(title)}
      </Typography>
      <Divider />
    </Box>
  );
}

/** A company booking: who is invoiced (name, CVR, EAN, reference — they are on the receipt too). */
function CompanyDetails() {
  const record = useRecordContext();
  if (!record?.companyName) return null;
  return (
    <>
      <Section title="mixbuddy.booking.company" />
      <TextField source="companyName" />
      <TextField source="companyCvr" />
      <TextField source="companyEan" emptyText="—" />
      <TextField source="companyReference" emptyText="—" />
    </>
  );
}

function ConversationLink() {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record?.conversationId) return null;
  return (
    <Labeled source="conversationId">
      <Link to={`${basename}/messages/booking/${encodeURIComponent(record.conversationId)}`}>Åbn samtalen</Link>
    </Labeled>
  );
}

function BookingDetails() {
  return (
    <SimpleShowLayout>
      <Section title="mixbuddy.booking.details" />
      <StatusField source="status" />
      <DateTimeField source="startsAt" />
      <DateTimeField source="endsAt" />
      <Labeled source="customerId">
        <UserLink source="customerId" />
      </Labeled>
      <Labeled source="talentId">
        <TalentLink source="talentId" />
      </Labeled>
      <ReferenceField source="menuId" reference="menus" link={false} />
      <NumberField source="guests" />
      <TextField source="address" />
      <TextField source="postcode" />
      <TextField source="city" />
      <TextField source="message" emptyText="—" />
      <ConversationLink />
      <CompanyDetails />
      <Section title="mixbuddy.booking.amounts" />
      <MoneyField source="pricePerGuest" />
      <MoneyField source="totalAmount" />
      <MoneyField source="commissionAmount" />
      <MoneyField source="talentAmount" />
      <Section title="mixbuddy.booking.timeline" />
      <DateTimeField source="createdAt" />
      <DateTimeField source="respondBy" emptyText="—" />
      <DateTimeField source="payBy" emptyText="—" />
      <DateTimeField source="acceptedAt" emptyText="—" />
      <DateTimeField source="paidAt" emptyText="—" />
      <DateTimeField source="completedAt" emptyText="—" />
      <DateTimeField source="cancelledAt" emptyText="—" />
      <StatusField source="cancelledBy" prefix="role" />
      <Section title="mixbuddy.booking.payments" />
      <Payments />
      <Section title="mixbuddy.booking.ledger" />
      <LedgerTable target="bookingId" />
      <ConversationThread />
    </SimpleShowLayout>
  );
}

/** The booking's payments: a table from 900 px up, below one card per payment (`useIsNarrow`). */
function Payments() {
  const narrow = useIsNarrow();
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.payments.fields.${field}`);
  return (
    <ReferenceManyField reference="payments" target="bookingId" sort={{ field: 'createdAt', order: 'ASC' }} label={false}>
      {narrow ? (
        <PhoneCards
          empty={<Empty />}
          title={() => (
            <>
              <MoneyField source="amount" variant="subtitle1" /> · <StatusField source="status" />
            </>
          )}
          lines={(payment) => [
            `${label('createdAt')}: ${formatDateTime(payment.createdAt)}`,
            payment.paidAt ? `${label('paidAt')}: ${formatDateTime(payment.paidAt)}` : null,
            payment.refundedAmount ? `${label('refundedAmount')}: ${formatOre(payment.refundedAmount)}` : null,
            payment.paymentMethod ? `${label('paymentMethod')}: ${methodLabel(payment.paymentMethod)}` : null,
          ]}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <DataTable.Col source="createdAt" field={DateTimeField} />
          <DataTable.Col source="status" field={StatusField} />
          <DataTable.Col source="amount" field={MoneyField} align="right" />
          <DataTable.Col source="refundedAmount" field={MoneyField} align="right" />
          <DataTable.Col source="paidAt" field={DateTimeField} />
          <DataTable.Col source="paymentMethod" render={(payment) => methodLabel(payment.paymentMethod)} />
        </DataTable>
      )}
    </ReferenceManyField>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate('mixbuddy.booking.none')}
    </Typography>
  );
}

function ConversationThread() {
  const record = useRecordContext();
  if (!record?.conversationId) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Section title="mixbuddy.booking.conversation" />
      <Box sx={{ mt: 1 }}>
        <Thread conversationId={String(record.conversationId)} />
      </Box>
    </Box>
  );
}

/** /admin/bookings/{id}/show */
export default function BookingShow({ id }: { id?: string }) {
  return (
    <Show
      id={id}
      resource="bookings"
      actions={
        <TopToolbar>
          <BookingActions />
        </TopToolbar>
      }
    >
      <BookingDetails />
    </Show>
  );
}

/** /admin/bookings/{conversationId}: finds the booking of a conversation (or takes a booking id). */
export function BookingByConversation() {
  const { conversationId = '' } = useParams();
  const { data, isPending } = useGetList('bookings', {
    filter: { conversationId },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  return <BookingShow id={data?.[0]?.id ?? conversationId} />;
}
