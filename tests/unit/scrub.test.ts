/**
 * The Sentry scrubber (cms/observability/scrub.ts): passwords, tokens, secrets, cookies, reset and
 * activation links and card numbers are replaced by key (recursively, also inside JSON strings)
 * and by value pattern; everything else is left alone.
 */
import { describe, expect, it } from 'vitest';
import { FILTERED, scrubEnvelope, scrubEvent, scrubRecordingEvent, scrubString, scrubValue } from '../../cms/observability/scrub';

describe('scrubValue', () => {
  it('filters secrets by key name, recursively', () => {
    const body = {
      query: 'mutation($password: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { ok } }',
      variables: {
        email: 'kunde@example.dk',
        password: 'hemmelig-1',
        input: { currentPassword: 'gammel-2', newPassword: 'ny-3', new_password: 'ny-4' },
      },
      card: { cardNumber: '4242 4242 4242 4242', cvc: '123', exp_month: 12 },
      headers: { Authorization: 'Bearer abc', 'X-CSRF-Token': 'csrf-5', 'stripe-signature': 't=1,v1=abc' },
      tokens: ['a', 'b'],
      apiKey: 'ak-6',
      resetToken: 'rt-7',
    };
    const scrubbed = scrubValue(body);
    const text = JSON.stringify(scrubbed);
    for (const secret of ['hemmelig-1', 'gammel-2', 'ny-3', 'ny-4', '4242', 'Bearer abc', 'csrf-5', 'v1=abc', 'ak-6', 'rt-7'])
      expect(text).not.toContain(secret);
    expect(scrubbed.variables.email).toBe('kunde@example.dk');
    expect(scrubbed.variables.password).toBe(FILTERED);
    expect(scrubbed.card.exp_month).toBe(12);
    // The GraphQL document names its arguments; only values are secret.
    expect(scrubbed.query).toBe(body.query);
    // The input object is not changed.
    expect(body.variables.password).toBe('hemmelig-1');
  });

  it('scrubs a JSON body held in a string', () => {
    const raw = JSON.stringify({ query: 'mutation { x }', variables: { password: 'i-streng-1', email: 'a@b.dk' } });
    const scrubbed = scrubString(raw);
    expect(scrubbed).not.toContain('i-streng-1');
    expect(JSON.parse(scrubbed).variables).toEqual({ password: FILTERED, email: 'a@b.dk' });
    expect(scrubValue({ request: { data: raw } }).request.data).not.toContain('i-streng-1');
  });

  it('scrubs secrets written inline in a GraphQL document or a log line', () => {
    const query = 'mutation { authenticateUserWithPassword(email: "a@b.dk", password: "inline-1") { __typename } }';
    expect(scrubString(query)).toBe('mutation { authenticateUserWithPassword(email: "a@b.dk", password: "[Filtered]") { __typename } }');
    expect(scrubString('body {"newPassword":"x-2","name":"Ella"}')).toBe('body {"newPassword":"[Filtered]","name":"Ella"}');
  });

  it('scrubs token query parameters in reset, activation and OIDC links, and form bodies', () => {
    expect(scrubString('https://mixbuddy.dk/login/set-password?token=abc123')).toBe(
      `https://mixbuddy.dk/login/set-password?token=${FILTERED}`,
    );
    expect(scrubString('Link: http://localhost:3000/activate-account?token=q%2Fw&next=%2F')).toBe(
      `Link: http://localhost:3000/activate-account?token=${FILTERED}&next=%2F`,
    );
    expect(scrubString('/auth/google/redirect?code=4%2F0Ab&state=xyz&scope=openid')).toBe(
      `/auth/google/redirect?code=${FILTERED}&state=${FILTERED}&scope=openid`,
    );
    expect(scrubString('email=a%40b.dk&password=form-1&_csrf=c-2')).toBe(`email=a%40b.dk&password=${FILTERED}&_csrf=${FILTERED}`);
    expect(scrubString('/soeg?q=gin&side=2')).toBe('/soeg?q=gin&side=2');
    expect(
      scrubValue([
        ['token', 'abc'],
        ['side', '2'],
      ]),
    ).toEqual([
      ['token', FILTERED],
      ['side', '2'],
    ]);
  });

  it('scrubs bearer tokens, Stripe secrets and card numbers by shape', () => {
    expect(scrubString('Authorization: Bearer eyJhbGciOi.J9x')).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubString('key sk_live_51Habc123 and whsec_mixbuddy_simulator')).toBe(`key ${FILTERED} and ${FILTERED}`);
    expect(scrubString('kort 4242 4242 4242 4242 og 4000-0566-5566-5556')).toBe(`kort ${FILTERED} og ${FILTERED}`);
    // Not a card number (fails the Luhn check), and ordinary numbers stay.
    expect(scrubString('ordre 1234567890123 til 12 gæster, 24900 øre')).toBe('ordre 1234567890123 til 12 gæster, 24900 øre');
  });

  it("scrubs the secret of a talent's iCal feed URL", () => {
    const secret = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(scrubString(`GET https://mixbuddy.dk/kalender/${secret}.ics 404`)).toBe(`GET https://mixbuddy.dk/kalender/${FILTERED}.ics 404`);
  });
});

describe('events, recordings and envelopes', () => {
  it('scrubs a server transaction with a GraphQL sign-in body and a cookie', () => {
    const event = {
      type: 'transaction',
      transaction: 'POST /api/graphql',
      request: {
        url: 'http://localhost:3000/api/graphql',
        data: JSON.stringify({ variables: { email: 'a@b.dk', password: 'tx-1' } }),
        headers: { cookie: 'mixbuddy-session=sess-2', 'content-type': 'application/json' },
        cookies: { 'mixbuddy-session': 'sess-2' },
        query_string: 'token=qs-3',
      },
      breadcrumbs: [{ category: 'console', message: 'mail: http://x/login/set-password?token=bc-4' }],
      spans: [{ data: { 'url.full': 'http://x/activate-account?token=sp-5', 'http.request.header.cookie': 'c-6' } }],
      sdkProcessingMetadata: { keep: 'as is' },
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify({ ...scrubbed, sdkProcessingMetadata: undefined });
    for (const secret of ['tx-1', 'sess-2', 'qs-3', 'bc-4', 'sp-5', 'c-6']) expect(text).not.toContain(secret);
    expect(scrubbed.request.headers['content-type']).toBe('application/json');
    expect(scrubbed.sdkProcessingMetadata).toBe(event.sdkProcessingMetadata);
  });

  it('scrubs replay network bodies and page addresses', () => {
    const span = scrubRecordingEvent({
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: { description: '/api/graphql', data: { request: { body: { variables: { newPassword: 'rp-1' } } } } },
      },
    });
    expect(JSON.stringify(span)).not.toContain('rp-1');
    const meta = scrubRecordingEvent({ type: 4, data: { href: 'http://x/login/set-password?token=rh-2' } });
    expect(meta.data.href).toBe(`http://x/login/set-password?token=${FILTERED}`);
  });

  it('scrubs every JSON item of an envelope and leaves binary items alone', () => {
    const binary = new Uint8Array([1, 2, 3]);
    type Item = [Record<string, unknown>, unknown];
    const envelope: [Record<string, unknown>, Item[]] = [
      { event_id: '1', dsn: 'http://key@127.0.0.1:1/4242' },
      [
        [{ type: 'replay_event' }, { urls: ['http://x/activate-account?token=env-1'] }],
        [{ type: 'replay_recording', length: 3 }, binary],
      ],
    ];
    const scrubbed = scrubEnvelope(envelope);
    expect(JSON.stringify(scrubbed[1][0])).not.toContain('env-1');
    expect(scrubbed[1][1][1]).toBe(binary);
    expect(scrubbed[0]).toEqual(envelope[0]);
  });
});

describe('GraphQL variables, whatever they are called', () => {
  const SECRET = 'Hemmelig-Passw0rd!';
  /** Variable and argument shapes a client (or an attacker testing us) may send. */
  const shapes: { query: string; variables: Record<string, unknown>; kept?: Record<string, unknown> }[] = [
    {
      query: 'mutation($n: String!, $e: String!, $p: String!) { registerAccount(name: $n, email: $e, password: $p) { ok } }',
      variables: { n: 'Ella', e: 'ella@example.dk', p: SECRET },
      kept: { n: 'Ella', e: 'ella@example.dk' },
    },
    {
      query: 'mutation($a: String!, $x: String!) { changePassword(currentPassword: $a, password: $x, passwordRepeat: $x) { ok } }',
      variables: { a: SECRET, x: SECRET },
    },
    {
      query: 'mutation($t: String!, $x: String!) { resetPassword(token: $t, password: $x, passwordRepeat: $x) { ok } }',
      variables: { t: SECRET, x: SECRET },
    },
    { query: 'mutation($x: String!) { setPassword(input: { newPassword: $x }) { ok } }', variables: { x: SECRET } },
    {
      query: 'mutation($x: String!) {\n  a: authenticateUserWithPassword(email: "a@b.dk", password:\n    $x) { __typename } }',
      variables: { x: SECRET },
    },
    {
      query: 'mutation($x: String!) { authenticateUserWithPassword(email: "a@b.dk", password: # kommentar\n $x) { __typename } }',
      variables: { x: SECRET },
    },
    { query: 'mutation($c: String!) { useEmailLink(code: $c) { ok } }', variables: { c: SECRET } },
    {
      query: 'mutation($r: String!, $k: String!) { saveBankInformation(registrationNumber: $r, accountNumber: $k) { ok } }',
      variables: { r: '1234', k: SECRET },
    },
    { query: 'mutation($v: String!, $i: String!) { saveCompany(cvr: $v, iban: $i) { ok } }', variables: { v: SECRET, i: SECRET } },
    { query: 'mutation($c: String!) { verifyAge(cpr: $c) { ok } }', variables: { c: SECRET } },
    {
      query: 'mutation($d: UserUpdateInput!) { updateUser(where: { id: "1" }, data: $d) { id } }',
      variables: { d: { name: 'Ella', password: SECRET } },
      kept: {},
    },
    { query: 'mutation($q: String!) { search(q: "password: $q") { id } }', variables: { q: 'gin' }, kept: {} },
  ];

  it('filters the variables given to a secret argument, and keeps the others', () => {
    for (const { query, variables, kept = {} } of shapes) {
      for (const body of [{ query, variables }, JSON.stringify({ query, variables }), { query, variables: JSON.stringify(variables) }]) {
        const scrubbed = scrubValue({ request: { data: body } });
        const text = JSON.stringify(scrubbed);
        expect(text, query).not.toContain(SECRET);
        const parsed = typeof body === 'string' ? JSON.parse(scrubbed.request.data as string) : scrubbed.request.data;
        const vars = typeof parsed.variables === 'string' ? JSON.parse(parsed.variables) : parsed.variables;
        for (const [name, value] of Object.entries(kept)) expect(vars[name], `${query} keeps $${name}`).toEqual(value);
      }
    }
  });

  it('filters variables sent without their document (persisted queries) and bodies cut short', () => {
    const persisted = scrubValue({ extensions: { persistedQuery: { sha256Hash: 'abc' } }, variables: { p: SECRET, side: 2 } });
    expect(persisted.variables).toEqual({ p: FILTERED, side: FILTERED });
    const full = JSON.stringify({
      query: 'mutation($p: String!) { registerAccount(name: "Ella", email: "e@x.dk", password: $p) { ok } }',
      variables: { p: SECRET, name: 'x'.repeat(50) },
    });
    const cut = full.slice(0, full.indexOf(SECRET) + SECRET.length + 5);
    expect(scrubString(cut)).not.toContain(SECRET);
  });

  it('filters Danish personal numbers and bank details by key', () => {
    const text = JSON.stringify(
      scrubValue({
        cpr: '010190-1234',
        cprNumber: '0101901234',
        cvr: '12345678',
        iban: 'DK5000400440116243',
        registrationNumber: '1234',
        accountNumber: '0012345678',
      }),
    );
    for (const value of ['010190-1234', '0101901234', '12345678', 'DK5000400440116243', '"1234"', '0012345678'])
      expect(text).not.toContain(value);
  });
});
