/**
 * Ledger lines (LedgerEntry) of a booking or a talent: when, which account, how much, and what
 * each line belongs to — the booking, the payoff, the talent — named and linked, never a raw id.
 * From 900 px up a table; below (`useIsNarrow`) one card per line (nothing to scroll sideways).
 */
import { DataTable, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { DateTimeField } from './DateTimeField';
import { MoneyField } from './MoneyField';
import { BookingLink, PayoffLink, TalentLink } from './links';
import { PhoneCards, useIsNarrow } from './ResponsiveList';

function AccountField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  return <span>{value ? translate(`mixbuddy.account.${value}`, { _: value }) : ''}</span>;
}

/**
 * The line's text without the booking's id the ledger writes into it ("Betaling for booking c…"
 * → "Betaling for bookingen"): the booking is named and linked beside it.
 */
function DescriptionField({ source }: { source: string }) {
  const record = useRecordContext();
  const value = String(record?.[source] ?? '');
  return <span>{value.replace(/\bbooking [a-z0-9]{20,}\b/gi, 'bookingen')}</span>;
}

/** What a line belongs to, except the page's own record (`except`). */
function BelongsTo({ except }: { except: 'bookingId' | 'talentId' }) {
  const line = useRecordContext();
  if (!line) return null;
  return (
    <Stack spacing={0.5}>
      {line.bookingId && except !== 'bookingId' ? <BookingLink source="bookingId" /> : null}
      {line.payoffId ? <PayoffLink source="payoffId" /> : null}
      {line.talentId && except !== 'talentId' ? <TalentLink source="talentId" /> : null}
    </Stack>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate('mixbuddy.ledger.empty')}
    </Typography>
  );
}

/** The ledger lines whose `target` (bookingId, talentId) is the record on the page. */
export function LedgerTable({ target, source }: { target: 'bookingId' | 'talentId'; source?: string }) {
  const narrow = useIsNarrow();
  return (
    <ReferenceManyField
      reference="ledger-entries"
      target={target}
      source={source}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={100}
      label={false}
    >
      {narrow ? (
        <PhoneCards
          empty={<Empty />}
          title={() => (
            <>
              <MoneyField source="amount" variant="subtitle1" /> · <AccountField source="account" />
            </>
          )}
          lines={() => [
            <DateTimeField key="at" source="createdAt" />,
            <DescriptionField key="text" source="description" />,
            <BelongsTo key="of" except={target} />,
          ]}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <DataTable.Col source="createdAt" field={DateTimeField} />
          <DataTable.Col source="account" field={AccountField} />
          <DataTable.Col source="amount" field={MoneyField} align="right" />
          <DataTable.Col source="description" field={DescriptionField} />
          <DataTable.Col label="resources.ledger-entries.fields.belongsTo" disableSort>
            <BelongsTo except={target} />
          </DataTable.Col>
        </DataTable>
      )}
    </ReferenceManyField>
  );
}
