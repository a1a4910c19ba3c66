/**
 * cms/db/statistics.ts: on PostgreSQL nothing is scheduled (autovacuum analyses there).
 */
import { describe, expect, it, vi } from 'vitest';
import { keepPlannerStatisticsCurrent } from '../../cms/db/statistics';

describe('planner statistics', () => {
  it('schedule nothing on PostgreSQL or with the interval off', async () => {
    const db = { $executeRawUnsafe: vi.fn(async () => 0), $queryRawUnsafe: vi.fn(async () => []) };
    const upkeep = [keepPlannerStatisticsCurrent(db as never, 'postgresql', 5), keepPlannerStatisticsCurrent(db as never, 'sqlite', 0)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(upkeep.map((u) => u.stop()));
    expect(db.$executeRawUnsafe).not.toHaveBeenCalled();
  });
});
