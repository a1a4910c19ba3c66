/**
 * A conversation read-only, with its messages. Moderation (hiding messages) comes later.
 */
import {
  ChipField,
  DataTable,
  ReferenceArrayField,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';

export default function ConversationShow() {
  const { conversationId } = useParams();
  return (
    <Show resource="messages" id={conversationId}>
      <SimpleShowLayout>
        <StatusField source="kind" prefix="kind" />
        <TextField source="subject" emptyText="—" />
        <ReferenceArrayField source="participantsIds" reference="users">
          <SingleFieldList linkType="show">
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <ReferenceField source="bookingId" reference="bookings" link="show" emptyText="—" />
        <ReferenceManyField label="Beskeder" reference="chat-messages" target="conversationId" sort={{ field: 'createdAt', order: 'ASC' }} perPage={100}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="createdAt" label="Tidspunkt" field={DateTimeField} />
            <DataTable.Col source="senderId" label="Afsender">
              <ReferenceField source="senderId" reference="users" link={false} />
            </DataTable.Col>
            <DataTable.Col source="body" label="Besked" field={TextField} />
            <DataTable.Col source="hiddenAt" label="Skjult" field={DateTimeField} />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
