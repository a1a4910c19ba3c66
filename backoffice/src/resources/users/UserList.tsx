import { DataTable, EmailField, List, SearchInput, SelectInput, TextField, useBasename } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';
import { roleChoices } from '../../components/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
];

const RoleField = (props: { source: string }) => <StatusField {...props} prefix="role" />;

export default function UserList() {
  const basename = useBasename();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick={(id) => `${basename}/users/${encodeURIComponent(id)}`} bulkActionButtons={false}>
        <DataTable.Col source="name" field={TextField} />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="phone" field={TextField} />
        <DataTable.Col source="role" field={RoleField} />
        <DataTable.NumberCol source="bookingsCount" disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="blockedAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
