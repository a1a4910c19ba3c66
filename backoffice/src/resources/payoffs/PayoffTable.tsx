/**
 * The payoff table shared by /admin/payoffs (requested and approved: with the talent's masked
 * bank details, the actions and the CSV export) and /admin/payoffs-history (paid and rejected).
 */
import {
  AutocompleteInput,
  DataTable,
  FilterButton,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';
import { ExportApprovedButton, PayoffActions } from './PayoffActions';
import { csvExporter } from '../../components/exporter';
import { NothingHere, PhoneCards, ResponsiveList } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';
import { formatOre } from '../../components/money';
import { TalentLink } from '../../components/links';

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
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <ReferenceInput key="talentId" source="talentId" reference="talents">
      <AutocompleteInput optionText="displayName" />
    </ReferenceInput>,
  ];
  return (
    <ResponsiveList
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'createdAt', order: history ? 'DESC' : 'ASC' }}
      perPage={25}
      actions={
        history ? undefined : (
          <TopToolbar>
            <FilterButton />
            <ExportApprovedButton />
          </TopToolbar>
        )
      }
      phone={
        <PhoneCards
          title={() => <ReferenceField source="talentId" reference="talents" link={false} />}
          lines={(payoff) => [
            <span key="amount">
              {formatOre(payoff.amount)} · <StatusField source="status" prefix="payoffStatus" />
            </span>,
            formatDateTime(payoff.createdAt),
            history ? payoff.bankReference || payoff.rejectionReason || '' : <BankDetails key="bank" />,
          ]}
          actions={history ? undefined : <PayoffActions />}
        />
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NothingHere />}>
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="talentId" disableSort>
          <TalentLink source="talentId" />
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
    </ResponsiveList>
  );
}
