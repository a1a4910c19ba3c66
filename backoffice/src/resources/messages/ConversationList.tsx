import {
  ChipField,
  DataTable,
  List,
  ReferenceArrayField,
  ReferenceField,
  SearchInput,
  SelectInput,
  SingleFieldList,
  useBasename,
} from 'react-admin';
import { ConversationTitleField } from '../../components/ConversationTitleField';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';
import { conversationKindChoices } from '../../components/choices';
import { csvExporter } from '../../components/exporter';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={conversationKindChoices} alwaysOn />,
];

const KindField = (props: { source: string }) => <StatusField {...props} prefix="kind" />;

export default function ConversationList() {
  const basename = useBasename();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'lastMessageAt', order: 'DESC' }} perPage={25}>
      <DataTable
        rowClick={(id, _resource, record) =>
          `${basename}/messages/${record.kind === 'booking' ? 'booking' : 'direct'}/${encodeURIComponent(id)}`
        }
        bulkActionButtons={false}
      >
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
          <ReferenceField source="bookingId" reference="bookings" link={false} />
        </DataTable.Col>
        <DataTable.NumberCol source="messagesCount" disableSort />
        <DataTable.Col source="lastMessageAt" field={DateTimeField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
