import {
  ChipField,
  DataTable,
  ReferenceArrayField,
  SearchInput,
  SelectInput,
  SimpleList,
  SingleFieldList,
  useBasename,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ConversationTitleField } from '../../components/ConversationTitleField';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';
import { conversationKindChoices } from '../../components/choices';
import { csvExporter } from '../../components/exporter';
import { BookingLink } from '../../components/links';
import { NothingHere, ResponsiveList } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';
import { conversationTitle } from '../../../../cms/domain/messaging/title';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={conversationKindChoices} alwaysOn />,
];

const KindField = (props: { source: string }) => <StatusField {...props} prefix="kind" />;

export default function ConversationList() {
  const basename = useBasename();
  const open = (id: Identifier, _resource: string, record: RaRecord) =>
    `${basename}/messages/${record.kind === 'booking' ? 'booking' : 'direct'}/${encodeURIComponent(String(id))}`;
  return (
    <ResponsiveList
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'lastMessageAt', order: 'DESC' }}
      perPage={25}
      phone={
        <SimpleList
          rowClick={open}
          primaryText={(record) => conversationTitle(record.subject)}
          secondaryText={(record) => `${formatDateTime(record.lastMessageAt)} · ${record.messagesCount ?? 0} beskeder`}
          tertiaryText={<KindField source="kind" />}
          empty={<NothingHere />}
        />
      }
    >
      <DataTable rowClick={open} bulkActionButtons={false} empty={<NothingHere />}>
        <DataTable.Col source="kind" field={KindField} />
        <DataTable.Col source="subject" field={ConversationTitleField} />
        <DataTable.Col source="participantsIds" disableSort>
          <ReferenceArrayField source="participantsIds" reference="users">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
        <DataTable.Col source="bookingId" disableSort>
          <BookingLink source="bookingId" />
        </DataTable.Col>
        <DataTable.NumberCol source="messagesCount" disableSort />
        <DataTable.Col source="lastMessageAt" field={DateTimeField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </ResponsiveList>
  );
}
