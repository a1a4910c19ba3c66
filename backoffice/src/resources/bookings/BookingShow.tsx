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
import { Thread } from '../messages/Thread';
import { BookingActions } from './BookingActions';

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
      <ReferenceField source="customerId" reference="users" link="show" />
      <ReferenceField source="talentId" reference="talents" link={false} />
      <ReferenceField source="menuId" reference="menus" link={false} />
      <NumberField source="guests" />
      <TextField source="address" />
      <TextField source="postcode" />
      <TextField source="city" />
      <TextField source="message" emptyText="—" />
      <ConversationLink />
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
      <ReferenceManyField reference="payments" target="bookingId" sort={{ field: 'createdAt', order: 'ASC' }} label={false}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <DataTable.Col source="createdAt" field={DateTimeField} />
          <DataTable.Col source="status" field={StatusField} />
          <DataTable.Col source="amount" field={MoneyField} align="right" />
          <DataTable.Col source="refundedAmount" field={MoneyField} align="right" />
          <DataTable.Col source="paidAt" field={DateTimeField} />
          <DataTable.Col source="stripeCheckoutSessionId" field={TextField} />
        </DataTable>
      </ReferenceManyField>
      <Section title="mixbuddy.booking.ledger" />
      <ReferenceManyField
        reference="ledger-entries"
        target="bookingId"
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={100}
        label={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <DataTable.Col source="createdAt" field={DateTimeField} />
          <DataTable.Col source="account" field={AccountField} />
          <DataTable.Col source="amount" field={MoneyField} align="right" />
          <DataTable.Col source="description" field={TextField} />
          <DataTable.Col source="transactionId" field={ShortIdField} />
        </DataTable>
      </ReferenceManyField>
      <ConversationThread />
    </SimpleShowLayout>
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

function AccountField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  return <span>{value ? translate(`mixbuddy.account.${value}`, { _: value }) : ''}</span>;
}

function ShortIdField({ source }: { source: string }) {
  const record = useRecordContext();
  const value = String(record?.[source] ?? '');
  return (
    <Typography component="span" variant="caption" sx={{ fontFamily: 'monospace' }} title={value}>
      {value.slice(0, 8)}
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
