import { DateTimeField } from '../../components/DateTimeField';
import { Edit, EmailField, Labeled, SelectField, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { supportStatusChoices, supportTopicChoices } from './choices';
import { PersonBookingsLink, SupportReplies } from './SupportHistory';

/**
 * Admins read the request, see who sent it (and their bookings), answer it by email (kept in its
 * history) and keep track of it with a status and an internal note.
 */
export default function SupportRequestEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Labeled>
          <DateTimeField source="createdAt" />
        </Labeled>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <Labeled>
          <SelectField source="topic" choices={supportTopicChoices} />
        </Labeled>
        <Labeled>
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <PersonBookingsLink />
        <SupportReplies />
        <SelectInput source="status" choices={supportStatusChoices} />
        <TextInput source="adminNote" multiline fullWidth minRows={3} />
      </SimpleForm>
    </Edit>
  );
}
