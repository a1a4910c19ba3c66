/**
 * The one Stripe client. With STRIPE_SECRET_KEY it talks to Stripe; without it, the same SDK is
 * pointed (host, port, protocol) at the simulator mounted on this server (cms/server/stripe-simulator.ts).
 */
import Stripe from 'stripe';
import { config } from '../../config';

let client: Stripe | undefined;

export function stripe(): Stripe {
  if (client) return client;
  const settings = config.stripe;
  client = settings.simulated
    ? new Stripe(settings.secretKey, { host: settings.simulatorHost, port: settings.simulatorPort, protocol: settings.simulatorProtocol, maxNetworkRetries: 1, telemetry: false })
    : new Stripe(settings.secretKey, { maxNetworkRetries: 2, telemetry: false });
  return client;
}

export type { Stripe };
