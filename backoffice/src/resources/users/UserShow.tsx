/**
 * /admin/users/{chatId} (and …/{id}/show): one person — details and status, their conversations,
 * their bookings (as customer, and as talent if they have a profile) and their menus — with the
 * admin actions of UserActions.tsx.
 */
import {
  DataTable,
  EmailField,
  type Identifier,
  Labeled,
  type RaRecord,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleList,
  Tab,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useBasename,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Button, Stack, Typography, type Theme } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { copenhagenParts } from '../../../../cms/domain/time';
import { LedgerTable } from '../../components/LedgerTable';
import { DateTimeField } from '../../components/DateTimeField';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/StatusField';
import { bookingPath } from '../bookings/paths';
import { BookingRows } from '../bookings/BookingRows';
import { UserActions } from './UserActions';
import { TalentLink, UserLink } from '../../components/links';
import { NothingHere, useIsNarrow, useIsPhone } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';
import { formatOre } from '../../components/money';

/**
 * The person's bookings, as customer or as talent: a table from 900 px up, below (`useIsNarrow`) one row per
 * booking (when, the other party, the menu, the amount and status) that opens the booking.
 */
function BookingTable({ target, source }: { target: 'customerId' | 'talentId'; source?: string }) {
  const basename = useBasename();
  const narrow = useIsNarrow();
  const open = (_id: Identifier, _resource: string, record: RaRecord) => bookingPath(basename, record);
  const counterpart =
    target === 'talentId' ? (
      <ReferenceField source="customerId" reference="users" link={false} />
    ) : (
      <ReferenceField source="talentId" reference="talents" link={false} />
    );
  return (
    <ReferenceManyField
      reference="bookings"
      target={target}
      source={source}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      label={false}
    >
      {narrow ? (
        <BookingRows who={counterpart} />
      ) : (
        <DataTable rowClick={open} bulkActionButtons={false}>
          <DataTable.Col source="startsAt" field={DateTimeField} />
          <DataTable.Col source="menuId">
            <ReferenceField source="menuId" reference="menus" link={false} />
          </DataTable.Col>
          {target === 'talentId' ? (
            <DataTable.Col source="customerId">
              <UserLink source="customerId" />
            </DataTable.Col>
          ) : (
            <DataTable.Col source="talentId">
              <TalentLink source="talentId" />
            </DataTable.Col>
          )}
          <DataTable.NumberCol source="guests" />
          <DataTable.Col source="totalAmount" field={MoneyField} align="right" />
          <DataTable.Col source="status" field={StatusField} />
        </DataTable>
      )}
    </ReferenceManyField>
  );
}

/** A talent's money: their statement (PDF, CSV), payoffs, receipts of their bookings, and ledger lines. */
function TalentMoney() {
  const record = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  const profileId = record?.talentProfileId as string | undefined;
  if (!profileId) return <Typography variant="body2">{translate('mixbuddy.user.notTalent')}</Typography>;
  const { year, month } = copenhagenParts(new Date());
  const statement = (format: 'pdf' | 'csv', period: Record<string, string>) =>
    `/wallet/statement.${format}?${new URLSearchParams({ talent: profileId, ...period })}`;
  const talentFilter = encodeURIComponent(JSON.stringify({ talentId: profileId }));
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button href={statement('pdf', { aar: String(year), maaned: String(month) })} size="small" variant="outlined">
          {translate('mixbuddy.user.statementMonth', { format: 'PDF' })}
        </Button>
        <Button href={statement('csv', { aar: String(year), maaned: String(month) })} size="small" variant="outlined">
          {translate('mixbuddy.user.statementMonth', { format: 'CSV' })}
        </Button>
        <Button href={statement('pdf', { aar: String(year) })} size="small" variant="outlined">
          {translate('mixbuddy.user.statementYear', { year, format: 'PDF' })}
        </Button>
        <Button component={Link} to={`${basename}/payoffs?filter=${talentFilter}`} size="small">
          {translate('mixbuddy.user.openPayoffs')}
        </Button>
        <Button component={Link} to={`${basename}/payoffs-history?filter=${talentFilter}`} size="small">
          {translate('mixbuddy.user.payoffHistory')}
        </Button>
        <Button component={Link} to={`${basename}/receipts?filter=${talentFilter}`} size="small">
          {translate('mixbuddy.user.receipts')}
        </Button>
      </Stack>
      <Typography variant="overline" color="text.secondary">
        {translate('mixbuddy.booking.ledger')}
      </Typography>
      <LedgerTable target="talentId" source="talentProfileId" />
    </Stack>
  );
}

function TalentVerification() {
  const record = useRecordContext();
  const profileId = record?.talentProfileId as string | undefined;
  const { data: profile } = useGetOne('talents', { id: profileId ?? '' }, { enabled: Boolean(profileId) });
  if (!profileId) return null;
  const translate = useTranslate();
  return (
    <>
      <Labeled label="resources.talents.fields.verifiedAt">
        <DateTimeField source="verifiedAt" record={profile ?? {}} emptyText="—" />
      </Labeled>
      {profile?.vettingRejectedAt ? (
        <Labeled label="resources.talents.fields.vettingRejectionReason">
          <TextField source="vettingRejectionReason" record={profile} />
        </Labeled>
      ) : null}
      {/* The talent terms: when accepted, and which version (cms/domain/talent/terms.ts). */}
      <Labeled label="resources.talents.fields.termsAcceptedAt">
        {profile?.termsAcceptedAt ? (
          <span data-testid="terms-accepted">
            <DateTimeField source="termsAcceptedAt" record={profile} /> ·{' '}
            {translate('mixbuddy.user.termsVersion', { version: profile.termsVersion })}
          </span>
        ) : (
          <span>{translate('mixbuddy.user.termsNotAccepted')}</span>
        )}
      </Labeled>
    </>
  );
}

/**
 * Six tabs do not fit 360 px, and a tab bar that scrolls hides the last ones: on a phone they wrap
 * onto a second line, the open one underlined (the sliding indicator cannot follow a wrap).
 */
const tabsOnPhone = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { minWidth: 0, px: 1.5 },
  '& .MuiTab-root.Mui-selected': { boxShadow: (theme: Theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` },
} as const;

export default function UserShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const isPhone = useIsPhone();
  const openConversation = (cid: Identifier, _resource: string, record: RaRecord) =>
    `${basename}/messages/${record.kind === 'booking' ? 'booking' : 'direct'}/${encodeURIComponent(cid)}`;
  return (
    <Show
      resource="users"
      id={id}
      actions={
        <TopToolbar>
          <UserActions />
        </TopToolbar>
      }
    >
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs sx={isPhone ? tabsOnPhone : undefined} />}>
        <Tab label={translate('mixbuddy.user.details')}>
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <StatusField source="role" prefix="role" />
          <ReferenceField source="talentProfileId" reference="talents" link={false} emptyText="—" />
          <TalentVerification />
          <DateTimeField source="createdAt" />
          <DateTimeField source="emailVerifiedAt" emptyText="—" />
          <DateTimeField source="ageVerifiedAt" emptyText="—" />
          <DateTimeField source="blockedAt" emptyText="—" />
        </Tab>
        <Tab label={translate('mixbuddy.user.conversations')} path="conversations">
          <ReferenceManyField
            reference="messages"
            target="participantsIds"
            sort={{ field: 'lastMessageAt', order: 'DESC' }}
            perPage={25}
            label={false}
          >
            {isPhone ? (
              <SimpleList
                rowClick={openConversation}
                primaryText={(record) => String(record.subject ?? '')}
                secondaryText={(record) => (
                  <>
                    <StatusField source="kind" prefix="kind" /> · {formatDateTime(record.lastMessageAt)}
                  </>
                )}
                empty={<NothingHere />}
              />
            ) : (
              <DataTable rowClick={openConversation} bulkActionButtons={false}>
                <DataTable.Col source="kind">
                  <StatusField source="kind" prefix="kind" />
                </DataTable.Col>
                <DataTable.Col source="subject" field={TextField} />
                <DataTable.Col source="lastMessageAt" field={DateTimeField} />
              </DataTable>
            )}
          </ReferenceManyField>
        </Tab>
        <Tab label={translate('mixbuddy.user.bookings')} path="bookings">
          <BookingTable target="customerId" />
        </Tab>
        <Tab label={translate('mixbuddy.user.talentBookings')} path="talent-bookings">
          <BookingTable target="talentId" source="talentProfileId" />
        </Tab>
        <Tab label={translate('mixbuddy.user.money')} path="money">
          <TalentMoney />
        </Tab>
        <Tab label={translate('mixbuddy.user.menus')} path="menus">
          <ReferenceManyField
            reference="menus"
            target="talentId"
            source="talentProfileId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={50}
            label={false}
          >
            {isPhone ? (
              <SimpleList
                rowClick={false}
                primaryText={(record) => String(record.title ?? '')}
                secondaryText={(record) => [record.category, formatOre(record.pricePerGuest)].filter(Boolean).join(' · ')}
                tertiaryText={<StatusField source="status" prefix="menuStatus" />}
                empty={<NothingHere />}
              />
            ) : (
              <DataTable bulkActionButtons={false} rowClick={false}>
                <DataTable.Col source="title" field={TextField} />
                <DataTable.Col source="category" field={TextField} />
                <DataTable.Col source="pricePerGuest" field={MoneyField} align="right" />
                <DataTable.Col source="status">
                  <StatusField source="status" prefix="menuStatus" />
                </DataTable.Col>
                <DataTable.Col source="createdAt" field={DateTimeField} />
              </DataTable>
            )}
          </ReferenceManyField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
