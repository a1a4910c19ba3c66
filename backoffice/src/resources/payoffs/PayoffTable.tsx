/**
 * The payoff table shared by /admin/payoffs (requested and approved: with the talent's masked
 * bank details, the actions and the CSV export) and /admin/payoffs-history (paid and rejected).
 */
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Typography } from '@mui/material';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';
import { ExportApprovedButton, PayoffActions } from './PayoffActions';
import { csvExporter } from '../../components/exporter';

type Choice = { id: string; name: string };

/** "1234 •••• ••••78": reg.nr. and the masked account number, never the full number. */
function MaskedBankAccount() {
  const account = useRecordContext();
  if (!account) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {`${account.registrationNumber ?? ''} ${account.maskedAccountNumber ?? ''}`.trim()}
    </Typography>
  );
}

function BankDetails() {
  return (
    <ReferenceField source="talentId" reference="talents" link={false}>
      <ReferenceField source="bankAccountId" reference="bank-accounts" link={false} emptyText="mixbuddy.payoff.noBank">
        <MaskedBankAccount />
      </ReferenceField>
    </ReferenceField>
  );
}

export function PayoffTable({ statusChoices, history }: { statusChoices: Choice[]; history: boolean }) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <ReferenceInput key="talentId" source="talentId" reference="talents">
      <AutocompleteInput optionText="displayName" />
    </ReferenceInput>,
  ];
  return (
    <List
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'createdAt', order: history ? 'DESC' : 'ASC' }}
      perPage={25}
      actions={
        history ? undefined : (
          <TopToolbar>
            <ExportApprovedButton />
          </TopToolbar>
        )
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="talentId" disableSort>
          <ReferenceField source="talentId" reference="talents" link={false} />
        </DataTable.Col>
        {history ? null : (
          <DataTable.Col label="resources.payoffs.fields.bankAccount" disableSort>
            <BankDetails />
          </DataTable.Col>
        )}
        <DataTable.Col source="amount" field={MoneyField} align="right" />
        <DataTable.Col source="status" render={() => <StatusField source="status" prefix="payoffStatus" />} />
        {history
          ? [
              <DataTable.Col key="paidAt" source="paidAt" field={DateTimeField} />,
              <DataTable.Col key="rejectedAt" source="rejectedAt" field={DateTimeField} />,
              <DataTable.Col key="rejectionReason" source="rejectionReason" field={TextField} />,
              <DataTable.Col key="bankReference" source="bankReference" field={TextField} />,
            ]
          : [
              <DataTable.Col key="approvedAt" source="approvedAt" field={DateTimeField} />,
              <DataTable.Col key="actions" label="resources.payoffs.fields.actions" disableSort>
                <PayoffActions />
              </DataTable.Col>,
            ]}
      </DataTable>
    </List>
  );
}
