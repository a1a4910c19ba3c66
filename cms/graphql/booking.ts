/**
 * Bookings over GraphQL (cms/domain/booking): request, accept, decline, cancel, complete. These
 * mutations are the only way a customer or a talent changes a booking (the list is admin-only);
 * each resolves the actor from the session and calls the domain function, which authorises.
 * Results are read back through the caller's own context (`context.db`), so list access rules
 * apply. Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import {
  acceptBooking,
  bookingRequestSchema,
  cancelBooking,
  cancelBookingSchema,
  completeBooking,
  declineBooking,
  declineReasons,
  requestBooking,
} from '../domain/booking';
import { argsFrom } from './args';
import { domain } from './errors';

const str = (value: string | null | undefined) => value ?? '';

export function bookingExtension(base: BaseSchemaMeta): Extension {
  const Booking = base.object('Booking');
  const bookingFor = (context: KeystoneContext) => (row: { id: string }) => context.db.Booking.findOne({ where: { id: row.id } });
  const id = g.arg({ type: g.nonNull(g.ID) });
  return {
    mutation: {
      requestBooking: g.field({
        type: Booking,
        args: argsFrom(bookingRequestSchema, {
          menuId: g.ID,
          date: { type: g.String, description: 'YYYY-MM-DD, Copenhagen' },
          time: { type: g.String, description: 'HH:MM, Copenhagen' },
          guests: g.Int,
        }),
        resolve: (_root, args, context: KeystoneContext) =>
          domain(() =>
            requestBooking(context, actorOf(context), {
              ...args,
              message: str(args.message),
              asCompany: args.asCompany ?? false,
              companyName: str(args.companyName),
              companyCvr: str(args.companyCvr),
              companyEan: str(args.companyEan),
              companyReference: str(args.companyReference),
            }).then(bookingFor(context)),
          ),
      }),
      acceptBooking: g.field({
        type: Booking,
        args: { id },
        resolve: (_r, { id }, context: KeystoneContext) =>
          domain(() => acceptBooking(context, actorOf(context), id).then(bookingFor(context))),
      }),
      declineBooking: g.field({
        type: Booking,
        // Hand-written: the schema's rule "a note for »Anden grund«" is a refinement argsFrom cannot read.
        args: {
          id,
          reason: g.arg({ type: g.nonNull(g.String), description: `One of: ${declineReasons.map((r) => r.value).join(', ')}` }),
          note: g.arg({ type: g.String }),
        },
        resolve: (_r, { id, reason, note }, context: KeystoneContext) =>
          domain(() =>
            declineBooking(context, actorOf(context), { bookingId: id, reason: reason as never, note: str(note) }).then(
              bookingFor(context),
            ),
          ),
      }),
      cancelBooking: g.field({
        type: Booking,
        // The API names the booking `id` (as accept, decline and complete do); the schema `bookingId`.
        args: { id, ...argsFrom(cancelBookingSchema.omit({ bookingId: true })) },
        resolve: (_r, { id, reason }, context: KeystoneContext) =>
          domain(() =>
            cancelBooking(context, actorOf(context), { bookingId: id, reason: str(reason) }).then((r) => bookingFor(context)(r.booking)),
          ),
      }),
      completeBooking: g.field({
        type: Booking,
        args: { id },
        resolve: (_r, { id }, context: KeystoneContext) =>
          domain(() => completeBooking(context, actorOf(context), id).then(bookingFor(context))),
      }),
    },
  };
}
