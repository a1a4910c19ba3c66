/** /admin/users — everyone, with role, activation, age verification and block status. */
import { DataTable, EmailField, SearchInput, SelectInput, SimpleList, TextField, useBasename } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';
import { roleChoices, yesNoChoices } from '../../components/choices';
import { csvExporter } from '../../components/exporter';
import { NothingHere, ResponsiveList } from '../../components/ResponsiveList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  // Presets in dataProvider/resources.ts: whether the timestamp is set.
  <SelectInput key="activated" source="activated" choices={yesNoChoices} alwaysOn />,
  <SelectInput key="ageVerified" source="ageVerified" choices={yesNoChoices} />,
  <SelectInput key="blocked" source="blocked" choices={yesNoChoices} alwaysOn />,
];

// Eight columns are wider than 1280 px with the menu open: the table scrolls in its own box
// (contain: its width no longer counts towards react-admin's min-width: fit-content page).
const scrollTable = { '& .RaDataTable-tableWrapper': { overflowX: 'auto', contain: 'inline-size' } } as const;

const RoleField = (props: { source: string }) => <StatusField {...props} prefix="role" />;

export default function UserList() {
  const basename = useBasename();
  return (
    <ResponsiveList
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      sx={scrollTable}
      phone={
        <SimpleList
          rowClick={(id) => `${basename}/users/${encodeURIComponent(String(id))}`}
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={<RoleField source="role" />}
          empty={<NothingHere />}
        />
      }
    >
      <DataTable rowClick={(id) => `${basename}/users/${encodeURIComponent(id)}`} bulkActionButtons={false} empty={<NothingHere />}>
        <DataTable.Col source="name" field={TextField} />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="role" field={RoleField} />
        <DataTable.Col source="emailVerifiedAt" field={DateTimeField} />
        <DataTable.Col source="ageVerifiedAt" field={DateTimeField} />
        <DataTable.Col source="blockedAt" field={DateTimeField} />
        {/* a customer's bookings, a talent's received bookings (User.bookingCount) */}
        <DataTable.NumberCol source="bookingCount" disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </ResponsiveList>
  );
}
