/**
 * /admin/receipts — every receipt and credit note, newest number first: who paid, the company,
 * the amount, MixBuddy's fee, how it was paid (the talent and the fee's moms on the show page). Read-only (cms/domain/receipts/README.md).
 */
import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { kindChoices, kindLabel, methodLabel } from './labels';
import { csvExporter } from '../../components/exporter';
import { NothingHere, ResponsiveList } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';
import { formatOre } from '../../components/money';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  // The talent's receipts: those of their bookings (the link from a talent's money tab).
  <ReferenceInput key="talentId" source="talentId" reference="talents" alwaysOn>
    <AutocompleteInput optionText="displayName" />
  </ReferenceInput>,
];

export default function ReceiptList() {
  return (
    <ResponsiveList
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'number', order: 'DESC' }}
      perPage={25}
      phone={
        <SimpleList
          rowClick="show"
          primaryText={(receipt) => `${kindLabel(receipt.kind)} nr. ${receipt.number}`}
          secondaryText={(receipt) =>
            [receipt.companyName || receipt.customerName, formatDateTime(receipt.issuedAt)].filter(Boolean).join(' · ')
          }
          tertiaryText={(receipt) => formatOre(receipt.amount)}
          empty={<NothingHere />}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<NothingHere />}>
        <DataTable.NumberCol source="number" />
        <DataTable.Col source="kind" render={(record) => kindLabel(record.kind)} />
        <DataTable.Col source="issuedAt" field={DateTimeField} />
        <DataTable.Col source="customerName" />
        <DataTable.Col source="companyName" />
        <DataTable.Col source="amount" field={MoneyField} align="right" />
        <DataTable.Col source="feeAmount" label="resources.receipts.fields.fee" field={MoneyField} align="right" />
        <DataTable.Col source="paymentMethod" render={(record) => methodLabel(record.paymentMethod)} />
      </DataTable>
    </ResponsiveList>
  );
}
