/**
 * The one module of the back office that reads build-time environment (`import.meta.env`).
 * Everything else imports `config`.
 *
 * - VITE_GRAPHQL_URL   the Keystone GraphQL endpoint (default `/api/graphql`, same origin)
 * - VITE_LOGIN_URL     the site's sign-in page (default `/login`); it sends people back to `?next=`
 */
import { TIME_ZONE } from '../../cms/domain/time';

const env = import.meta.env;

export const config = {
  graphqlUrl: (env.VITE_GRAPHQL_URL as string | undefined) || '/api/graphql',
  loginUrl: (env.VITE_LOGIN_URL as string | undefined) || '/login',
  /** Where the back office is mounted (vite.config.ts `base`, cms/server/mounts.ts). */
  basename: '/admin',
  timeZone: TIME_ZONE,
  locale: 'da-DK',
  /** The site's address, for links in the emails a dialog shows: the back office is served from the site's own origin. */
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
} as const;
