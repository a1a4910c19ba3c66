// Seed steps: reviews of completed bookings, the home page's stars and the customers' favourites.
import type { KeystoneContext } from '@keystone-6/core/types';
import { addDays, addHours } from '../calendar';
import { favourites, stars } from '../featured';
import type { PlannedBooking } from './plan';
import { connect, type SeedIds, type SeedTime } from './shared';

export async function seedReviews(
  context: KeystoneContext,
  { past }: SeedTime,
  planned: PlannedBooking[],
  bookingId: string[],
  ids: SeedIds,
) {
  const reviewed = planned.map((p, i) => ({ p, id: bookingId[i] })).filter(({ p }) => p.spec.review && p.completedAt);
  await context.db.Review.createMany({
    data: reviewed.map(({ p, id }) => ({
      booking: connect(id),
      menu: connect(ids.menu.get(p.menu.key)!),
      talent: connect(ids.talent.get(p.menu.talent)!),
      customer: connect(ids.user.get(p.spec.customer)!),
      rating: p.spec.review!.rating,
      body: p.spec.review!.body,
      createdAt: past(addHours(p.endsAt, 40)),
    })),
  });
}

export async function seedStars(context: KeystoneContext, ids: SeedIds) {
  await context.db.Star.createMany({
    data: stars.map((s, i) => ({
      kind: s.kind,
      ...(s.kind === 'talent' ? { talent: connect(ids.talent.get(s.talent)!) } : { menu: connect(ids.menu.get(s.menu)!) }),
      position: i + 1,
    })),
  });
}

export async function seedFavourites(context: KeystoneContext, now: Date, ids: SeedIds) {
  await context.db.Favourite.createMany({
    data: favourites.map(([customer, target], i) => ({
      customer: connect(ids.user.get(customer)!),
      ...('menu' in target ? { menu: connect(ids.menu.get(target.menu)!) } : { talent: connect(ids.talent.get(target.talent)!) }),
      createdAt: addDays(now, -40 + i * 4),
    })),
  });
}
