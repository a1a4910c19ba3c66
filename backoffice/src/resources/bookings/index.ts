import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyView } from '../../components/lazyView';
import { formatDate } from '../../../../cms/domain/time';

/** /admin/bookings, /admin/bookings/{conversationId} (see App.tsx for the extra route). */
export const bookings = {
  name: 'bookings',
  list: lazyView(() => import('./BookingList')),
  show: lazyView(() => import('./BookingShow')),
  icon: EventNoteIcon,
  recordRepresentation: (record: { startsAt?: string; city?: string }) =>
    // "3.5.2026 Aarhus": the shared, built-once Danish formats, not a new Intl format per row.
    record.startsAt
      ? `${formatDate(record.startsAt, { day: 'numeric', month: 'numeric', year: 'numeric' })} ${record.city ?? ''}`.trim()
      : '',
};

/** The booking page addressed by its conversation id, as in the route table. */
export const BookingByConversation = lazyView<object>(() => import('./BookingShow').then((m) => ({ default: m.BookingByConversation })));
