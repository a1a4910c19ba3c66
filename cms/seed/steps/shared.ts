// What every seed step shares: the moment the seed runs, the ids written so far and small helpers.
import { createHash } from 'node:crypto';
import { earliest } from '../calendar';

/** The moment the demo data is written around, and a clamp for moments that would lie after it. */
export type SeedTime = { now: Date; past: (date: Date) => Date };

export function seedTime(now: Date): SeedTime {
  /** Clamps a moment that would lie in the future (e.g. "the day after the party") to just before now. */
  const past = (date: Date) => earliest(date, new Date(now.getTime() - 60_000));
  return { now, past };
}

/** Ids written by earlier steps, by the seed data's keys. */
export type SeedIds = {
  user: Map<string, string>;
  talent: Map<string, string>;
  menu: Map<string, string>;
};

export const connect = (id: string) => ({ connect: { id } });
export const firstName = (name: string) => name.split(' ')[0];
/** Stable fake Stripe ids: `cs_demo_3f9a…`. */
export const demoId = (prefix: string, key: string) => `${prefix}_demo_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** A tiny seeded PRNG (mulberry32), so "random" numbers are the same on every run. */
export function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
