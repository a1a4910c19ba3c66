import type { RaRecord } from 'react-admin';

/** A booking opens at /admin/bookings/{conversationId} (or …/{id}/show without a conversation). */
export function bookingPath(basename: string, record: RaRecord) {
  return record.conversationId
    ? `${basename}/bookings/${encodeURIComponent(record.conversationId)}`
    : `${basename}/bookings/${encodeURIComponent(record.id)}/show`;
}
