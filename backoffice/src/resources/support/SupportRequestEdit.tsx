import { DateField, Edit, EmailField, Labeled, SelectField, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { supportStatusChoices, supportTopicChoices } from './choices';

/** Admins read the request and keep track of it with a status and an internal note. */
export default function SupportRequestEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Labeled><DateField source="createdAt" showTime /></Labeled>
        <Labeled><TextField source="name" /></Labeled>
        <Labeled><EmailField source="email" /></Labeled>
        <Labeled><SelectField source="topic" choices={supportTopicChoices} /></Labeled>
        <Labeled><TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} /></Labeled>
        <SelectInput source="status" choices={supportStatusChoices} />
        <TextInput source="adminNote" multiline fullWidth minRows={3} />
      </SimpleForm>
    </Edit>
  );
}
