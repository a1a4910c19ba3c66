/**
 * The wallet's rule numbers, apart from the wallet's database code so that copy anywhere (the
 * site's pages and islands, the emails) can quote them without pulling in the server.
 */

/** Talent may ask for a payoff from 200 kr. (in øre). */
export const MINIMUM_PAYOFF = 20_000;
