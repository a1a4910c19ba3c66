/**
 * The wallet's rule numbers, apart from the wallet's database code so that copy anywhere (the
 * site's pages and islands, the emails) can quote them without pulling in the server.
 */

/** Talent may ask for a payoff from 200 kr. (in øre). */
export const MINIMUM_PAYOFF = 20_000;

/**
 * A payoff's statuses and their one Danish word each, shared by the talent's wallet, the back
 * office and the Payoff list: the same payoff is never "Betalt" in one place and "Udbetalt" in another.
 */
export const payoffStatusLabels = {
  requested: 'Anmodet',
  approved: 'Godkendt',
  paid: 'Udbetalt',
  rejected: 'Afvist',
} as const;
export type PayoffStatus = keyof typeof payoffStatusLabels;
