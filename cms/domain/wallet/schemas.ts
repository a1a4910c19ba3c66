/**
 * Input schema of a payoff request (requestPayoff in index.ts): pure zod, no server imports, so
 * GraphQL args (cms/graphql/wallet.ts) are derived from it.
 */
import { z } from 'zod';

export const payoffRequestSchema = z.object({
  amount: z.coerce.number({ error: 'Skriv et beløb' }).int('Beløbet skal være hele øre').positive('Beløbet skal være større end 0'),
});
