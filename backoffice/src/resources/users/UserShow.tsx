import {
  DataTable,
  EmailField,
  ReferenceField,
  ReferenceManyField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  useBasename,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';
import { bookingPath } from '../bookings/paths';

/** /admin/users/{id} and /admin/users/{id}/show */
export default function UserShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Show resource="users" id={id}>
      <TabbedShowLayout>
        <Tab label={translate('mixbuddy.user.details')}>
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <StatusField source="role" prefix="role" />
          <ReferenceField source="talentProfileId" reference="talents" link={false} emptyText="—" />
          <DateTimeField source="createdAt" />
          <DateTimeField source="emailVerifiedAt" emptyText="—" />
          <DateTimeField source="ageVerifiedAt" emptyText="—" />
          <DateTimeField source="blockedAt" emptyText="—" />
        </Tab>
        <Tab label={translate('mixbuddy.user.bookings')} path="bookings">
          <ReferenceManyField reference="bookings" target="customerId" sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} label={false}>
            <DataTable rowClick={(_id, _resource, record) => bookingPath(basename, record)} bulkActionButtons={false}>
              <DataTable.Col source="startsAt" field={DateTimeField} />
              <DataTable.Col source="menuId">
                <ReferenceField source="menuId" reference="menus" link={false} />
              </DataTable.Col>
              <DataTable.NumberCol source="guests" />
              <DataTable.Col source="totalAmount" field={MoneyField} align="right" />
              <DataTable.Col source="status" field={StatusField} />
            </DataTable>
          </ReferenceManyField>
        </Tab>
        <Tab label={translate('mixbuddy.user.conversations')} path="conversations">
          <ReferenceManyField reference="messages" target="participantsIds" sort={{ field: 'lastMessageAt', order: 'DESC' }} perPage={25} label={false}>
            <DataTable
              rowClick={(cid, _resource, record) => `${basename}/messages/${record.kind === 'booking' ? 'booking' : 'direct'}/${encodeURIComponent(cid)}`}
              bulkActionButtons={false}
            >
              <DataTable.Col source="kind">
                <StatusField source="kind" prefix="kind" />
              </DataTable.Col>
              <DataTable.Col source="subject" field={TextField} />
              <DataTable.Col source="lastMessageAt" field={DateTimeField} />
            </DataTable>
          </ReferenceManyField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
