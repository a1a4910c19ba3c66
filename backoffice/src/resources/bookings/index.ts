import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyView } from '../../components/lazyView';
import { formatDay } from '../../components/dates';

/** /admin/bookings, /admin/bookings/{conversationId} (see App.tsx for the extra route). */
export const bookings = {
  name: 'bookings',
  list: lazyView(() => import('./BookingList')),
  show: lazyView(() => import('./BookingShow')),
  icon: EventNoteIcon,
  recordRepresentation: (record: { startsAt?: string; city?: string }) =>
    // "3. maj 2026, Aarhus": the back office's one date format.
    [formatDay(record.startsAt), record.city].filter(Boolean).join(', '),
};

/** The booking page addressed by its conversation id, as in the route table. */
export const BookingByConversation = lazyView<object>(() => import('./BookingShow').then((m) => ({ default: m.BookingByConversation })));
