/**
 * A menu's rating, stored on the menu (`ratingAverage`, `ratingCount`; 0 = no reviews) so search
 * can sort by it through an index and pages need not average the reviews on every request.
 *
 * Recomputed from the menu's reviews — never adjusted by a delta — in one statement, whenever a
 * review is written (`reviewBooking`) or an admin creates, edits or deletes one through the
 * Review list (its afterOperation hook). Nobody writes these fields through the API.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

export async function refreshMenuRatings(context: KeystoneContext, menuIds: readonly (string | null | undefined)[]): Promise<void> {
  for (const menuId of new Set(menuIds.filter((id): id is string => Boolean(id)))) {
    await context.prisma.$executeRaw`
      UPDATE "Menu" SET
        "ratingCount" = (SELECT count(*) FROM "Review" r WHERE r."menu" = ${menuId}),
        "ratingAverage" = coalesce((SELECT avg(r."rating") FROM "Review" r WHERE r."menu" = ${menuId}), 0)
      WHERE "id" = ${menuId}`;
  }
}
