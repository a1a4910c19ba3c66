/**
 * Bookings as rows on a narrow screen (react-admin's SimpleList): `who` first, then when and which
 * menu (and `also`, when given), then the amount and status; a row opens the booking. The bookings
 * list on a phone and a person's bookings use it.
 */
import type { ReactElement } from 'react';
import { ReferenceField, SimpleList, useBasename } from 'react-admin';
import { NothingHere } from '../../components/ResponsiveList';
import { StatusField } from '../../components/StatusField';
import { formatDateTime } from '../../components/dates';
import { formatOre } from '../../components/money';
import { bookingPath } from './paths';

export function BookingRows({ who, also }: { who: ReactElement; also?: ReactElement }) {
  const basename = useBasename();
  return (
    <SimpleList
      rowClick={(_id, _resource, record) => bookingPath(basename, record)}
      primaryText={who}
      secondaryText={(record) => (
        <>
          {formatDateTime(record.startsAt)} · <ReferenceField source="menuId" reference="menus" link={false} />
          {also ? <> · {also}</> : null}
        </>
      )}
      tertiaryText={(record) => (
        <>
          {formatOre(record.totalAmount)} <StatusField source="status" />
        </>
      )}
      empty={<NothingHere />}
    />
  );
}
