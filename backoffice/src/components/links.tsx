/**
 * Names instead of ids: a field that refers to a person, a talent, a booking or a payoff shows
 * who or what it is and links to its page in the back office. Each resolves through a
 * ReferenceField, so a table's rows are fetched in one batched request per resource.
 */
import { Link as MuiLink } from '@mui/material';
import { ReferenceField, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { bookingPath } from '../resources/bookings/paths';
import { formatOre } from './money';
import { formatDay } from './dates';

type FieldProps = { source: string; label?: string };

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** A user's name → /admin/users/{id}. */
export function UserLink({ source }: FieldProps) {
  return <ReferenceField source={source} reference="users" link="show" emptyText="—" />;
}

function TalentName() {
  const talent = useRecordContext();
  const basename = useBasename();
  if (!talent) return null;
  const name = String(talent.displayName ?? '');
  return talent.userId ? (
    <MuiLink component={Link} to={`${basename}/users/${encodeURIComponent(String(talent.userId))}`} onClick={stop}>
      {name}
    </MuiLink>
  ) : (
    <span>{name}</span>
  );
}

/** A talent's public name → the talent's account page. */
export function TalentLink({ source }: FieldProps) {
  return (
    <ReferenceField source={source} reference="talents" link={false} emptyText="—">
      <TalentName />
    </ReferenceField>
  );
}

function BookingName() {
  const booking = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!booking) return null;
  return (
    <MuiLink component={Link} to={bookingPath(basename, booking)} onClick={stop}>
      {translate('mixbuddy.links.booking', { date: formatDay(booking.startsAt), city: String(booking.city ?? '') }).trim()}
    </MuiLink>
  );
}

/** "Booking 3. maj 2026, Aarhus" → the booking's page. */
export function BookingLink({ source }: FieldProps) {
  return (
    <ReferenceField source={source} reference="bookings" link={false} emptyText="—">
      <BookingName />
    </ReferenceField>
  );
}

function PayoffName() {
  const payoff = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!payoff) return null;
  const list = ['requested', 'approved'].includes(String(payoff.status)) ? 'payoffs' : 'payoffs-history';
  const filter = encodeURIComponent(JSON.stringify({ talentId: payoff.talentId }));
  return (
    <MuiLink component={Link} to={`${basename}/${list}?filter=${filter}`} onClick={stop}>
      {translate('mixbuddy.links.payoff', { amount: formatOre(Number(payoff.amount)), date: formatDay(payoff.createdAt) })}
    </MuiLink>
  );
}

/** "Udbetaling af 1.200,00 kr. (3. maj 2026)" → the talent's payoffs. */
export function PayoffLink({ source }: FieldProps) {
  return (
    <ReferenceField source={source} reference="payoffs-all" link={false} emptyText="—">
      <PayoffName />
    </ReferenceField>
  );
}
