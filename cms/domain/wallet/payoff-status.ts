/**
 * A payoff's statuses and their one Danish word each, shared by the talent's wallet, the back
 * office and the Payoff list: the same payoff is never "Betalt" in one place and "Udbetalt" in
 * another. Pure and server-free.
 */
export const payoffStatusLabels = {
  requested: 'Anmodet',
  approved: 'Godkendt',
  paid: 'Udbetalt',
  rejected: 'Afvist',
} as const;
export type PayoffStatus = keyof typeof payoffStatusLabels;
