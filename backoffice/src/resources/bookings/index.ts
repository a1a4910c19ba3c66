import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyView } from '../../components/lazyView';
import { config } from '../../config';

/** /admin/bookings, /admin/bookings/{conversationId} (see App.tsx for the extra route). */
export const bookings = {
  name: 'bookings',
  list: lazyView(() => import('./BookingList')),
  show: lazyView(() => import('./BookingShow')),
  icon: EventNoteIcon,
  recordRepresentation: (record: { startsAt?: string; city?: string }) =>
    record.startsAt ? `${new Date(record.startsAt).toLocaleDateString(config.locale, { timeZone: config.timeZone })} ${record.city ?? ''}`.trim() : '',
};

/** The booking page addressed by its conversation id, as in the route table. */
export const BookingByConversation = lazyView<object>(() => import('./BookingShow').then((m) => ({ default: m.BookingByConversation })));
