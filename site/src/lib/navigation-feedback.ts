/**
 * Browser helpers behind NavigationFeedback.astro.
 *
 * Prefetching uses <link rel="prefetch">: pages are `Cache-Control: private, no-cache`, which a
 * fetch() into the HTTP cache could not reuse, while the browser keeps prefetched documents for
 * the next navigation. Its load/error events tell when a slot is free again, which is how the
 * number of requests in flight is capped.
 */

/** Same-origin page links worth prefetching (not downloads, new tabs, hashes or opted-out links). */
function prefetchableHref(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.dataset.noPrefetch !== undefined) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.pathname === location.pathname && url.search === location.search) return undefined;
  // The back office, logout and API are not pages to warm up.
  if (/^\/(admin|api|logout)(\/|$)/.test(url.pathname)) return undefined;
  url.hash = '';
  return url.href;
}

export function createPrefetchQueue(maxConcurrent: number, load: (href: string) => Promise<void>) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let inFlight = 0;
  const pump = () => {
    while (inFlight < maxConcurrent && waiting.length) {
      const href = waiting.shift()!;
      inFlight += 1;
      void load(href).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };
  return {
    add(href: string) {
      if (seen.has(href)) return;
      seen.add(href);
      waiting.push(href);
      pump();
    },
    get inFlight() {
      return inFlight;
    },
  };
}

const pendingPrefetches = new Map<string, HTMLLinkElement>();

function prefetchWithLink(href: string) {
  return new Promise<void>((done) => {
    const link = document.createElement('link');
    const finish = () => {
      pendingPrefetches.delete(href);
      done();
    };
    link.rel = 'prefetch';
    link.href = href;
    link.onload = link.onerror = finish;
    // A prefetch the browser ignores (data saver) must not hold a slot forever.
    setTimeout(finish, 10_000);
    pendingPrefetches.set(href, link);
    document.head.append(link);
  });
}

export function startPrefetching(maxConcurrent: number) {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (!maxConcurrent || connection?.saveData) return;
  const queue = createPrefetchQueue(maxConcurrent, prefetchWithLink);
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const href = anchor && prefetchableHref(anchor);
    if (href) queue.add(href);
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
  // Clicking a link whose prefetch is still running: drop the prefetch, or Chromium lets the
  // navigation wait for it and then fetches the (no-cache) page a second time.
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const href = anchor && prefetchableHref(anchor);
      if (href) pendingPrefetches.get(href)?.remove();
    },
    { capture: true },
  );
}

/** Shows `box` when a navigation started by a click or a form submit has not finished in time. */
export function startLoadingState(box: HTMLElement, afterMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    box.hidden = true;
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      box.hidden = false;
    }, afterMs);
  };
  // Listeners on window run after page code, so `defaultPrevented` tells whether a navigation happens.
  window.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    start();
  });
  window.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) start();
  });
  // Back/forward cache restores the page as it was left: hide a stale loading state.
  window.addEventListener('pageshow', stop);
}
