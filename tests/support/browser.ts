/**
 * A browser without JavaScript for page tests: a cookie jar, form posts with the same Origin and,
 * when signed in, the page's CSRF token; no redirects followed (so tests see every Location and
 * Set-Cookie).
 */
export class PageBrowser {
  cookies = new Map<string, string>();
  /** Every Set-Cookie header line this browser has received, in order. */
  setCookies: string[] = [];
  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async get(path: string) {
    return this.keep(await fetch(this.baseUrl + path, { redirect: 'manual', headers: { cookie: this.cookieHeader } }));
  }

  /**
   * The CSRF token the pages render into a signed-in person's forms (read from the sign-out form
   * on the home page); anonymous visitors have none ('').
   */
  async csrf() {
    if (!this.cookies.has('mixbuddy-session')) return '';
    const html = await (await this.get('/')).text();
    return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  }

  async post(path: string, fields: Record<string, string>, { csrf = true } = {}) {
    const body = new URLSearchParams(fields);
    const token = csrf ? await this.csrf() : '';
    if (token) body.set('csrf', token);
    return this.keep(
      await fetch(this.baseUrl + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: this.cookieHeader, origin: this.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
  }

  /** A GraphQL client sharing this browser's session. */
  async gql(query: string, variables: Record<string, unknown> = {}) {
    const res = this.keep(
      await fetch(`${this.baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: this.cookieHeader },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await res.json()) as { data?: any; errors?: { message: string; extensions?: any }[] };
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/login', { email, password });
    if (res.status !== 303) throw new Error(`sign-in failed for ${email}: ${res.status}`);
    return this;
  }
}

export const locationOf = (res: Response) => res.headers.get('location') ?? '';
