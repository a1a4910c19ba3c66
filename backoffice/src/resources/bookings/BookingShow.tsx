import { Box, Divider, Typography } from '@mui/material';
import {
  Labeled,
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
    </SimpleShowLayout>
  );
}

/** /admin/bookings/{id}/show */
export default function BookingShow({ id }: { id?: string }) {
  return (
    <Show id={id} resource="bookings">
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
