import { Datagrid, EmailField, SelectField, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { supportStatusChoices, supportTopicChoices } from './choices';
import { csvExporter } from '../../components/exporter';
import { NothingHere, ResponsiveList } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={supportStatusChoices} alwaysOn />,
  <SelectInput key="topic" source="topic" choices={supportTopicChoices} />,
];

export default function SupportRequestList() {
  return (
    <ResponsiveList
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filterDefaultValues={{ status: 'new' }}
      phone={
        <SimpleList
          rowClick="edit"
          primaryText={(request) => request.name}
          secondaryText={(request) => `${formatDateTime(request.createdAt)} · ${request.email}`}
          tertiaryText={<SelectField source="status" choices={supportStatusChoices} />}
          empty={<NothingHere />}
        />
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<NothingHere />}>
        <DateTimeField source="createdAt" />
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="topic" choices={supportTopicChoices} />
        <SelectField source="status" choices={supportStatusChoices} />
      </Datagrid>
    </ResponsiveList>
  );
}
