/**
 * /admin/receipts/{id}/show — one receipt or credit note as it was issued, with the receipt page
 * and its PDF (the same the customer sees) one click away.
 */
import { Button, Stack } from '@mui/material';
import {
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { kindLabel, methodLabel } from './labels';
import { BookingLink } from '../../components/links';

function Documents() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const path = `/kvittering/${encodeURIComponent(String(record.id))}`;
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1}>
        <Button href={path} target="_blank" rel="noopener">
          {translate('mixbuddy.receipt.open')}
        </Button>
        <Button href={`${path}/pdf`}>{translate('mixbuddy.receipt.pdf')}</Button>
      </Stack>
    </TopToolbar>
  );
}

export default function ReceiptShow() {
  return (
    <Show actions={<Documents />}>
      <SimpleShowLayout>
        <NumberField source="number" />
        <FunctionField source="kind" render={(record) => kindLabel(record.kind)} />
        <ReferenceField source="originalId" reference="receipts" link="show" emptyText="—" />
        <DateTimeField source="issuedAt" />
        <FunctionField source="paymentMethod" render={(record) => methodLabel(record.paymentMethod)} />
        <MoneyField source="amount" />
        <MoneyField source="feeAmount" />
        <MoneyField source="feeVatAmount" />
        <TextField source="customerName" />
        <TextField source="companyName" emptyText="—" />
        <TextField source="companyCvr" emptyText="—" />
        <TextField source="companyEan" emptyText="—" />
        <TextField source="companyReference" emptyText="—" />
        <TextField source="talentName" />
        <TextField source="talentCvr" emptyText="—" />
        <TextField source="menuTitle" />
        <NumberField source="guests" />
        <DateTimeField source="eventStartsAt" />
        <BookingLink source="bookingId" />
      </SimpleShowLayout>
    </Show>
  );
}
