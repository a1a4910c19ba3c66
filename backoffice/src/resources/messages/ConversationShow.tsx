/**
 * /admin/messages/booking/{conversationId} and /admin/messages/direct/{conversationId}:
 * who talks, about which booking, and the whole thread with moderation (Thread.tsx).
 */
import { Box, Divider, Typography } from '@mui/material';
import {
  ChipField,
  Labeled,
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ConversationTitleField } from '../../components/ConversationTitleField';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';
import { Thread } from './Thread';

function BookingLink() {
  const record = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record?.bookingId) return null;
  return (
    <Labeled source="bookingId">
      <Link to={`${basename}/bookings/${encodeURIComponent(String(record.id))}`}>{translate('mixbuddy.thread.openBooking')}</Link>
    </Labeled>
  );
}

function ThreadSection() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate('mixbuddy.thread.title')}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      <Thread conversationId={String(record.id)} />
    </Box>
  );
}

export default function ConversationShow() {
  const { conversationId } = useParams();
  return (
    <Show resource="messages" id={conversationId}>
      <SimpleShowLayout>
        <StatusField source="kind" prefix="kind" />
        <ConversationTitleField source="subject" />
        <ReferenceArrayField source="participantsIds" reference="users">
          <SingleFieldList linkType="show">
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <BookingLink />
        <DateTimeField source="createdAt" />
        <ThreadSection />
      </SimpleShowLayout>
    </Show>
  );
}
