/**
 * Admin actions on one booking, through the same domain functions the site uses
 * (cms/domain/booking: `cancelBooking`, `completeBooking`): cancel — a paid booking is refunded
 * through Stripe — and mark a paid booking completed once the event has ended (the domain refuses
 * earlier, too).
 */
import { Stack } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../actions/ActionButton';
import { documents } from '../../actions/documents';

const cancellable = ['requested', 'accepted', 'paid'];

export function BookingActions() {
  const record = useRecordContext();
  if (!record) return null;
  const id = String(record.id);
  return (
    <Stack direction="row" spacing={1}>
      {record.status === 'paid' && new Date(String(record.endsAt)).getTime() <= Date.now() ? (
        <ActionButton
          label="mixbuddy.booking.complete"
          confirm="mixbuddy.booking.completeConfirm"
          document={documents.completeBooking}
          variables={{ id }}
          success="mixbuddy.booking.completed"
          color="success"
          icon={<TaskAltIcon />}
        />
      ) : null}
      {cancellable.includes(String(record.status)) ? (
        <ActionButton
          label="mixbuddy.booking.cancel"
          confirm="mixbuddy.booking.cancelConfirm"
          document={documents.cancelBooking}
          variables={{ id }}
          input={{ name: 'reason', label: 'mixbuddy.booking.reason', multiline: true }}
          success="mixbuddy.booking.cancelled"
          color="error"
          icon={<CancelIcon />}
        />
      ) : null}
    </Stack>
  );
}
