/** The payoff table shared by /admin/payoffs and /admin/payoffs-history. */
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';

type Choice = { id: string; name: string };

export function PayoffTable({ statusChoices, history }: { statusChoices: Choice[]; history: boolean }) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <ReferenceInput key="talentId" source="talentId" reference="talents">
      <AutocompleteInput optionText="displayName" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: history ? 'DESC' : 'ASC' }} perPage={25}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="talentId" disableSort>
          <ReferenceField source="talentId" reference="talents" link={false} />
        </DataTable.Col>
        <DataTable.Col source="amount" field={MoneyField} align="right" />
        <DataTable.Col source="status" field={StatusField} />
        {history ? (
          [
            <DataTable.Col key="paidAt" source="paidAt" field={DateTimeField} />,
            <DataTable.Col key="rejectedAt" source="rejectedAt" field={DateTimeField} />,
            <DataTable.Col key="rejectionReason" source="rejectionReason" field={TextField} />,
          ]
        ) : (
          <DataTable.Col source="approvedAt" field={DateTimeField} />
        )}
        <DataTable.Col source="bankReference" field={TextField} />
      </DataTable>
    </List>
  );
}
