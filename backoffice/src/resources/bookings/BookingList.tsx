import {
  AutocompleteInput,
  DataTable,
  DateInput,
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
import { BookingRows } from './BookingRows';
import { csvExporter } from '../../components/exporter';
import { NothingHere, ResponsiveList } from '../../components/ResponsiveList';
import { TalentLink, UserLink } from '../../components/links';

// The people filters look up choices as the admin types a name: among thousands of customers the
// first 25 alphabetically help nobody, and the table need not wait behind two lists of choices.
const whenTyped = ({ q }: { q?: string }) => Boolean(q?.trim());

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={bookingStatusChoices} alwaysOn />,
  <ReferenceInput
    key="customerId"
    source="customerId"
    reference="users"
    filter={{ role: 'customer' }}
    enableGetChoices={whenTyped}
    alwaysOn
  >
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="talentId" source="talentId" reference="talents" enableGetChoices={whenTyped} alwaysOn>
    <AutocompleteInput optionText="displayName" />
  </ReferenceInput>,
  // Whole days in Copenhagen (the data provider reads a date-only value as that Danish day).
  <DateInput key="startsAt_gte" source="startsAt_gte" alwaysOn />,
  <DateInput key="startsAt_lte" source="startsAt_lte" alwaysOn />,
  <DateInput key="paidAt_gte" source="paidAt_gte" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" />,
];

// The customer's, talent's and menu's rows come with the bookings (the data provider's prefetch),
// so the names show with the rows instead of one more request per resource.
const withNames = { meta: { prefetch: ['customer', 'talent', 'menu'] } };

/** A booking at a glance on a phone: who, when, which menu and talent, how much, its status. */
const phoneRows = (
  <BookingRows
    who={<ReferenceField source="customerId" reference="users" link={false} />}
    also={<ReferenceField source="talentId" reference="talents" link={false} />}
  />
);

export default function BookingList() {
  const basename = useBasename();
  return (
    <ResponsiveList
      queryOptions={withNames}
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      phone={phoneRows}
    >
      <DataTable rowClick={(_id, _resource, record) => bookingPath(basename, record)} bulkActionButtons={false} empty={<NothingHere />}>
        <DataTable.Col source="startsAt" field={DateTimeField} />
        <DataTable.Col source="customerId" disableSort>
          <UserLink source="customerId" />
        </DataTable.Col>
        <DataTable.Col source="talentId" disableSort>
          <TalentLink source="talentId" />
        </DataTable.Col>
        <DataTable.Col source="menuId" disableSort>
          <ReferenceField source="menuId" reference="menus" link={false} />
        </DataTable.Col>
        <DataTable.NumberCol source="guests" />
        <DataTable.Col source="totalAmount" field={MoneyField} align="right" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </ResponsiveList>
  );
}
