import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useBasename,
} from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';
import { bookingStatusChoices } from '../../components/choices';
import { bookingPath } from './paths';
import { csvExporter } from '../../components/exporter';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={bookingStatusChoices} alwaysOn />,
  <ReferenceInput key="customerId" source="customerId" reference="users" filter={{ role: 'customer' }} alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="talentId" source="talentId" reference="talents" alwaysOn>
    <AutocompleteInput optionText="displayName" />
  </ReferenceInput>,
  // Whole days in Copenhagen (the data provider reads a date-only value as that Danish day).
  <DateInput key="startsAt_gte" source="startsAt_gte" alwaysOn />,
  <DateInput key="startsAt_lte" source="startsAt_lte" alwaysOn />,
  <DateInput key="paidAt_gte" source="paidAt_gte" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" />,
];

export default function BookingList() {
  const basename = useBasename();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick={(_id, _resource, record) => bookingPath(basename, record)} bulkActionButtons={false}>
        <DataTable.Col source="startsAt" field={DateTimeField} />
        <DataTable.Col source="customerId" disableSort>
          <ReferenceField source="customerId" reference="users" link={false} />
        </DataTable.Col>
        <DataTable.Col source="talentId" disableSort>
          <ReferenceField source="talentId" reference="talents" link={false} />
        </DataTable.Col>
        <DataTable.Col source="menuId" disableSort>
          <ReferenceField source="menuId" reference="menus" link={false} />
        </DataTable.Col>
        <DataTable.NumberCol source="guests" />
        <DataTable.Col source="totalAmount" field={MoneyField} align="right" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
