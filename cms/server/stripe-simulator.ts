/**
 * A Stripe-compatible simulator for development and tests, mounted on MixBuddy's own server when
 * STRIPE_SECRET_KEY is not set (cms/config.ts points the official SDK here). It implements only
 * what MixBuddy uses:
 *
 *   POST /v1/checkout/sessions            create (honours Idempotency-Key)
 *   GET  /v1/checkout/sessions/:id        retrieve
 *   POST /v1/checkout/sessions/:id/expire expire
 *   POST /v1/refunds, GET /v1/refunds     refund a payment intent, list its refunds
 *   GET  /v1/payment_intents/:id          retrieve (`expand[]=latest_charge` gives the charge, whose
 *                                         `payment_method_details.type` is `card` or `mobilepay`)
 *
 * and the hosted checkout page `/stripe-simulator/checkout/:id` with Danish "Betal" and
 * "Annuller" buttons and, when the session offers both, a choice of "Kort" or "MobilePay". Paying sends a signed `checkout.session.completed` webhook to
 * /api/stripe/webhook (and waits for it) before sending the browser to the success URL.
 * State lives in memory: a restart forgets open sessions, as if they expired.
 */
import { randomBytes } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import Stripe from 'stripe';
import { config } from '../config';
import { formatOreExact } from '../domain/money';

type Session = {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  url: string;
  success_url: string;
  cancel_url: string;
  mode: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  line_items_summary: { name: string; quantity: number; unit_amount: number }[];
  payment_method_types: string[];
};
type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  payment_method_types: string[];
  created: number;
  metadata: Record<string, string>;
  method: string;
};
type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  currency: string;
  created: number;
  metadata: Record<string, string>;
};

const sessions = new Map<string, Session>();
const refunds: Refund[] = [];
const paymentIntents = new Map<string, PaymentIntent>();
const methodNames: Record<string, string> = { card: 'Kort', mobilepay: 'MobilePay' };
const idempotent = new Map<string, unknown>();
const randomId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

function stripeError(res: Response, status: number, message: string, type = 'invalid_request_error') {
  res.status(status).json({ error: { type, message } });
}

/** Only the SDK configured with the simulator's key may call the API. */
function authorised(req: Request, res: Response) {
  const header = req.get('authorization') ?? '';
  if (header !== `Bearer ${config.stripe.secretKey}`) {
    stripeError(res, 401, 'Invalid API Key provided', 'authentication_error');
    return false;
  }
  return true;
}

/** Replays the first answer for a repeated Idempotency-Key, as Stripe does. */
function once(req: Request, res: Response, create: () => unknown) {
  const key = req.get('idempotency-key');
  const scoped = key ? `${req.path}:${key}` : '';
  if (scoped && idempotent.has(scoped)) return res.json(idempotent.get(scoped));
  const result = create();
  if (scoped) idempotent.set(scoped, result);
  return res.json(result);
}

async function sendWebhook(type: string, object: unknown) {
  const event = {
    id: randomId('evt'),
    object: 'event',
    api_version: '2025-01-01',
    created: seconds(),
    livemode: false,
    type,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: config.stripe.webhookSecret });
  const response = await fetch(`http://127.0.0.1:${config.port}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  if (!response.ok) console.error(`Stripe-simulator: webhook ${type} fik ${response.status}`);
  return event;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const kroner = formatOreExact;

/** The methods a session is created with (`allowed_payment_method_types`, or the older `payment_method_types`); card when none. */
const offeredMethods = (value: unknown) => (Array.isArray(value) && value.length ? value.map(String) : ['card']);

/** The payment methods the session offers, as a choice (the first chosen); none with only one. */
function methodChoice(session: Session) {
  if (session.payment_method_types.length < 2) return '';
  const options = session.payment_method_types
    .map(
      (type, i) =>
        `<label class="method"><input type="radio" name="method" value="${escapeHtml(type)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(methodNames[type] ?? type)}</label>`,
    )
    .join('');
  return `<fieldset><legend>Betal med</legend>${options}</fieldset>`;
}

function checkoutPage(session: Session) {
  const lines = session.line_items_summary.map((l) => `<li>${escapeHtml(l.name)} — ${l.quantity} × ${kroner(l.unit_amount)}</li>`).join('');
  const body =
    session.status === 'open'
      ? `<ul>${lines}</ul><p class="total">I alt: <strong>${kroner(session.amount_total)}</strong></p>
         <form method="post" action="/stripe-simulator/checkout/${session.id}/pay">${methodChoice(session)}<button type="submit" class="pay">Betal</button></form>
         <form method="post" action="/stripe-simulator/checkout/${session.id}/cancel"><button type="submit" class="cancel">Annuller</button></form>`
      : `<p>Denne betaling er ${session.status === 'complete' ? 'allerede gennemført' : 'udløbet'}.</p>`;
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Betaling – Stripe-simulator</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.6rem 1.4rem;margin:.3rem 0;width:100%;cursor:pointer}.pay{background:#635bff;color:#fff;border:0;border-radius:6px}.cancel{background:none;border:1px solid #999;border-radius:6px}.note{color:#666;font-size:.85rem}fieldset{border:1px solid #ccc;border-radius:6px;margin:0 0 .8rem}.method{display:block;padding:.5rem 0;font-size:1.05rem}.method input{width:1.2rem;height:1.2rem;vertical-align:middle}</style></head>
<body><h1>Betaling</h1><p class="note">Stripe-simulator: der trækkes ingen rigtige penge.</p>${body}</body></html>`;
}

export function mountStripeSimulator(app: Express) {
  if (!config.stripe.simulated) return;
  const form = express.urlencoded({ extended: true });

  app.post('/v1/checkout/sessions', form, (req, res) => {
    if (!authorised(req, res)) return;
    once(req, res, () => {
      const items = (req.body.line_items ?? []) as {
        quantity: string;
        price_data: { unit_amount: string; currency: string; product_data: { name: string } };
      }[];
      const summary = items.map((item) => ({
        name: item.price_data.product_data.name,
        quantity: Number(item.quantity),
        unit_amount: Number(item.price_data.unit_amount),
      }));
      const id = randomId('cs_test');
      const origin = `${req.protocol}://${req.get('host')}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: summary.reduce((sum, l) => sum + l.quantity * l.unit_amount, 0),
        currency: items[0]?.price_data.currency ?? 'dkk',
        url: `${origin}/stripe-simulator/checkout/${id}`,
        success_url: String(req.body.success_url ?? ''),
        cancel_url: String(req.body.cancel_url ?? ''),
        mode: String(req.body.mode ?? 'payment'),
        metadata: req.body.metadata ?? {},
        client_reference_id: req.body.client_reference_id ?? null,
        customer_email: req.body.customer_email ?? null,
        payment_intent: null,
        created: seconds(),
        expires_at: seconds() + 24 * 3600,
        livemode: false,
        line_items_summary: summary,
        payment_method_types: offeredMethods(req.body.allowed_payment_method_types ?? req.body.payment_method_types),
      };
      sessions.set(id, session);
      return session;
    });
  });

  app.get('/v1/checkout/sessions/:id', (req, res) => {
    if (!authorised(req, res)) return;
    const session = sessions.get(req.params.id);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${req.params.id}'`);
    res.json(session);
  });

  app.post('/v1/checkout/sessions/:id/expire', form, async (req, res) => {
    if (!authorised(req, res)) return;
    const session = sessions.get(req.params.id);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${req.params.id}'`);
    if (session.status !== 'open') return stripeError(res, 400, 'Only open sessions can be expired');
    session.status = 'expired';
    await sendWebhook('checkout.session.expired', session);
    res.json(session);
  });

  app.post('/v1/refunds', form, (req, res) => {
    if (!authorised(req, res)) return;
    const replay = idempotent.get(`${req.path}:${req.get('idempotency-key')}`);
    if (replay) return res.json(replay);
    const paymentIntent = String(req.body.payment_intent ?? '');
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) return stripeError(res, 404, `No such payment_intent: '${paymentIntent}'`);
    const already = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    const amount = req.body.amount ? Number(req.body.amount) : session.amount_total - already;
    if (!Number.isInteger(amount) || amount <= 0 || already + amount > session.amount_total) {
      return stripeError(
        res,
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - already})`,
      );
    }
    once(req, res, () => {
      const refund: Refund = {
        id: randomId('re'),
        object: 'refund',
        amount,
        payment_intent: paymentIntent,
        status: 'succeeded',
        currency: session.currency,
        created: seconds(),
        metadata: req.body.metadata ?? {},
      };
      refunds.push(refund);
      return refund;
    });
  });

  app.get('/v1/refunds', (req, res) => {
    if (!authorised(req, res)) return;
    const paymentIntent = String(req.query.payment_intent ?? '');
    const data = refunds.filter((r) => !paymentIntent || r.payment_intent === paymentIntent);
    res.json({ object: 'list', data, has_more: false, url: '/v1/refunds' });
  });

  app.get('/v1/payment_intents/:id', (req, res) => {
    if (!authorised(req, res)) return;
    const intent = paymentIntents.get(req.params.id);
    if (!intent) return stripeError(res, 404, `No such payment_intent: '${req.params.id}'`);
    const { method, ...rest } = intent;
    const chargeId = intent.id.replace(/^pi_/, 'ch_');
    const charge = {
      id: chargeId,
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method_details:
        method === 'mobilepay' ? { type: 'mobilepay', mobilepay: {} } : { type: 'card', card: { brand: 'visa', last4: '4242' } },
    };
    const expand = JSON.stringify(req.query).includes('latest_charge');
    res.json({ ...rest, latest_charge: expand ? charge : chargeId });
  });

  // The hosted checkout page a customer is sent to.
  app.get('/stripe-simulator/checkout/:id', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session)
      return res
        .status(404)
        .type('html')
        .send(
          '<!doctype html><html lang="da"><title>Ukendt betaling</title><p>Betalingen findes ikke (simulatoren er måske genstartet).</p></html>',
        );
    res.type('html').send(checkoutPage(session));
  });

  app.post('/stripe-simulator/checkout/:id/pay', form, async (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) return res.status(404).send('Ukendt betaling');
    if (session.status === 'open') {
      const chosen = String(req.body?.method ?? '');
      const method = session.payment_method_types.includes(chosen) ? chosen : session.payment_method_types[0];
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = randomId('pi');
      paymentIntents.set(session.payment_intent, {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        payment_method_types: [method],
        created: seconds(),
        metadata: session.metadata,
        method,
      });
      await sendWebhook('checkout.session.completed', session);
    }
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  app.post('/stripe-simulator/checkout/:id/cancel', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) return res.status(404).send('Ukendt betaling');
    res.redirect(303, session.cancel_url);
  });
}
