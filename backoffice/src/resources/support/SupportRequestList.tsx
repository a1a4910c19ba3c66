import { Datagrid, EmailField, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { supportStatusChoices, supportTopicChoices } from './choices';
import { csvExporter } from '../../components/exporter';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={supportStatusChoices} alwaysOn />,
  <SelectInput key="topic" source="topic" choices={supportTopicChoices} />,
];

export default function SupportRequestList() {
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} filterDefaultValues={{ status: 'new' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <DateTimeField source="createdAt" />
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="topic" choices={supportTopicChoices} />
        <SelectField source="status" choices={supportStatusChoices} />
      </Datagrid>
    </List>
  );
}
