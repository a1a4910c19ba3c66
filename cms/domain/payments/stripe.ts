/**
 * The one Stripe client. With STRIPE_SECRET_KEY it talks to Stripe; without it, the same SDK is
 * pointed (host, port, protocol) at the simulator mounted on this server (cms/server/stripe-simulator.ts).
 * In production without Stripe keys (STRIPE_SIMULATOR=true) card payments are off: every call
 * fails with a Danish error instead of reaching any Stripe.
 */
import Stripe from 'stripe';
import { config } from '../../config';
import { DomainError } from '../errors';

let client: Stripe | undefined;

export const cardPaymentsOffMessage = 'Kortbetaling er ikke slået til lige nu. Prøv igen senere, eller kontakt MixBuddy.';

export function stripe(): Stripe {
  if (!config.stripe.cardPayments) throw new DomainError(cardPaymentsOffMessage, {}, 'CONFLICT');
  if (client) return client;
  const settings = config.stripe;
  client = settings.simulated
    ? new Stripe(settings.secretKey, {
        host: settings.simulatorHost,
        port: settings.simulatorPort,
        protocol: settings.simulatorProtocol,
        maxNetworkRetries: 1,
        timeout: settings.timeoutMs,
        telemetry: false,
      })
    : new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: settings.timeoutMs, telemetry: false });
  return client;
}

export { Stripe };
