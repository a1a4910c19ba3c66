// Seed step: talent profiles, the areas they serve, bank accounts and calendars.
import type { KeystoneContext } from '@keystone-6/core/types';
import { addDays, addHours, isoDay, relativeDay } from '../calendar';
import { TALENT_TERMS_VERSION } from '../../copy/legal';
import { talents } from '../talent';
import { connect } from './shared';

/** Returns the profile ids by talent key. `joined[i]` is when talent i's user account was made. */
export async function seedTalent(context: KeystoneContext, now: Date, userId: Map<string, string>, joined: Date[]) {
  const profiles = await context.db.TalentProfile.createMany({
    data: talents.map((t, i) => ({
      user: connect(userId.get(t.key)!),
      displayName: t.displayName,
      headline: t.headline,
      presentation: t.presentation,
      specialities: t.specialities,
      photo: t.photo,
      city: t.city,
      address: t.address,
      cvr: t.cvr,
      personalInfoDoneAt: addHours(joined[i], 1),
      presentationDoneAt: addHours(joined[i], 2),
      locationsDoneAt: addHours(joined[i], 3),
      bankDoneAt: addHours(joined[i], 4),
      // Demo talent are approved (vetting) and accepted the current talent terms, so their menus are public.
      verifiedAt: addDays(joined[i], t.established ? 2 : 1),
      vettingRequestedAt: addHours(joined[i], 5),
      termsAcceptedAt: addHours(joined[i], 5),
      termsVersion: TALENT_TERMS_VERSION,
      createdAt: addHours(joined[i], 1),
    })),
  });
  const profileId = new Map(talents.map((t, i) => [t.key, String(profiles[i].id)]));
  const talentConnect = (key: string) => connect(profileId.get(key)!);

  await Promise.all([
    context.db.Location.createMany({
      data: talents.flatMap((t) => t.locations.map((l) => ({ talent: talentConnect(t.key), ...l }))),
    }),
    context.db.BankAccount.createMany({
      data: talents.map((t, i) => ({ talent: talentConnect(t.key), ...t.bank, createdAt: addHours(joined[i], 4) })),
    }),
    context.db.Availability.createMany({
      data: talents.flatMap((t) => [
        ...t.weekly.map(([weekday, startTime, endTime]) => ({ talent: talentConnect(t.key), kind: 'weekly', weekday, startTime, endTime })),
        ...t.blocked.map((b) => ({ talent: talentConnect(t.key), kind: 'blocked', date: isoDay(relativeDay(now, b)), note: b.note })),
      ]),
    }),
  ]);
  return profileId;
}
