/**
 * No dead ends: as a visitor, the demo customer and the demo talent, follow every same-origin
 * link and submit every GET form (with the values it renders) on every server-rendered page
 * reached from the home page and each role's start pages; every answer must be below 400.
 *
 * HTTP only (no rendering): pages are fetched with the role's cookies and parsed with the
 * browser's DOMParser. Bounded: a visited set, at most PAGES_PER_SHAPE pages per route shape
 * (e.g. /menu/:id?gaester=) are fetched, four requests at a time. Redirects are followed one hop at
 * a time, so a redirect to a missing page is caught too.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, BASE_URL, type Role } from './roles';

const START: Record<Exclude<Role, 'admin'>, string[]> = {
  visitor: ['/', '/soeg', '/login', '/register', '/support', '/tilgaengelighed'],
  customer: ['/', '/my-bookings', '/your-messages', '/favourites', '/account'],
  talent: ['/', '/dashboard', '/my-menus', '/bookings', '/messages', '/wallet', '/settings', '/help'],
};

/** Links the crawl must not follow: signing out, the back office (a React SPA with its own checks),
 * endpoints that change something on GET, the sign-in providers (they leave the site), dev tools
 * and files that are not pages. */
const SKIP = [
  /^\/logout/,
  /^\/admin(\/|$)/,
  /^\/favourites\/add/,
  /^\/auth\//,
  /^\/api\//,
  /^\/dev\//,
  /^\/uploads\//,
  /^\/_astro\//,
  /^\/stripe-simulator\//,
  /\.(png|jpe?g|webp|svg|pdf|xml|txt|ico)$/,
];

/** Known dead ends owned by other branches, reported but not failed on (none at the moment). */
const KNOWN_DEAD_ENDS = new Set<string>();

const PAGES_PER_SHAPE = 6;
const CONCURRENCY = 4;

/** The route a URL belongs to: ids replaced, query reduced to its parameter names. */
function shapeOf(url: URL) {
  const path = url.pathname.replace(/\/[a-z0-9]{20,}(?=\/|$)/gi, '/:id').replace(/\/\d+(?=\/|$)/g, '/:n');
  return `${path}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
}

type Found = { url: string; from: string };

/** Same-origin links and GET-form submissions of one page, parsed by the browser (no scripts run). */
async function linksOf(parser: Page, html: string, pageUrl: string): Promise<string[]> {
  return parser.evaluate(
    ({ html, pageUrl }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const out: string[] = [];
      for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (a.hasAttribute('download')) continue;
        out.push(new URL(a.getAttribute('href')!, pageUrl).href);
      }
      for (const form of doc.querySelectorAll<HTMLFormElement>('form')) {
        if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') continue;
        const target = new URL(form.getAttribute('action') || pageUrl, pageUrl);
        target.search = '';
        for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input[name], select[name], textarea[name]',
        )) {
          if (field.disabled) continue;
          if (field instanceof HTMLInputElement) {
            if (['submit', 'button', 'image', 'file', 'reset'].includes(field.type)) continue;
            if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
            target.searchParams.append(field.name, field.type === 'checkbox' && !field.hasAttribute('value') ? 'on' : field.value);
          } else {
            target.searchParams.append(field.name, field.value);
          }
        }
        out.push(target.href);
      }
      return out;
    },
    { html, pageUrl },
  );
}

async function crawl(api: APIRequestContext, parser: Page, start: string[]) {
  const seen = new Set<string>();
  const perShape = new Map<string, number>();
  const queue: Found[] = start.map((path) => ({ url: BASE_URL + path, from: '(start)' }));
  const failures: string[] = [];
  const known: string[] = [];
  let fetched = 0;

  const take = (found: Found) => {
    const url = new URL(found.url);
    url.hash = '';
    if (url.origin !== BASE_URL || SKIP.some((re) => re.test(url.pathname))) return;
    if (seen.has(url.href)) return;
    const shape = shapeOf(url);
    const count = perShape.get(shape) ?? 0;
    if (count >= PAGES_PER_SHAPE) return;
    perShape.set(shape, count + 1);
    seen.add(url.href);
    queue.push({ url: url.href, from: found.from });
  };

  const visit = async ({ url, from }: Found) => {
    fetched++;
    const res = await api.get(url, { maxRedirects: 0 });
    const status = res.status();
    const path = new URL(url).pathname;
    if (status >= 400) {
      (KNOWN_DEAD_ENDS.has(path) ? known : failures).push(
        `${status} ${url.replace(BASE_URL, '')} (linked from ${from.replace(BASE_URL, '')})`,
      );
      return;
    }
    const location = res.headers().location;
    if (status >= 300 && location) return take({ url: new URL(location, url).href, from: url });
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const link of await linksOf(parser, await res.text(), url)) take({ url: link, from: url });
  };

  const pending = queue.splice(0);
  for (const found of pending) take(found);
  let active = 0;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    // A worker stops only when the queue is empty and no other worker may still add to it.
    while (queue.length || active > 0) {
      const next = queue.shift();
      if (!next) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      active++;
      try {
        await visit(next);
      } finally {
        active--;
      }
    }
  });
  await Promise.all(workers);
  return { failures, known, fetched, shapes: perShape.size };
}

for (const role of Object.keys(START) as (keyof typeof START)[]) {
  test(`every link and GET form a ${role} can reach answers without an error`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('about:blank');
    const api = await apiAs(role);
    try {
      const { failures, known, fetched, shapes } = await crawl(api, page, START[role]);
      test.info().annotations.push({
        type: 'crawl',
        description: `${fetched} requests, ${shapes} route shapes${known.length ? `; known dead ends: ${known.join(', ')}` : ''}`,
      });
      expect(fetched).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    } finally {
      await api.dispose();
    }
  });
}
