import { CreateButton, DataTable, List, ReferenceField, SelectInput, TopToolbar } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { StatusField } from '../../components/StatusField';
import { starKindChoices } from '../../components/choices';

const filters = [<SelectInput key="kind" source="kind" choices={starKindChoices} alwaysOn />];
const KindField = (props: { source: string }) => <StatusField {...props} prefix="kind" />;

export default function StarList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={50} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit">
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="kind" field={KindField} />
        <DataTable.Col source="talentId" disableSort>
          <ReferenceField source="talentId" reference="talents" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="menuId" disableSort>
          <ReferenceField source="menuId" reference="menus" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="startsAt" field={DateTimeField} />
        <DataTable.Col source="endsAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
