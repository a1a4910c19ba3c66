/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Request-scoped Keystone context (the visitor's own session and access rights). */
    keystone: import('@keystone-6/core/types').KeystoneContext;
    /** A signed-in visitor's CSRF token, set by the middleware; forms render it with <CsrfField />. Anonymous: none. */
    csrfToken?: string;
    /** An error met before Astro (cms/server/mounts.ts): the middleware throws it, so 500.astro shows it. */
    failed?: unknown;
    /** Set by 500.astro when the error was the database being away: the middleware answers 503. */
    databaseUnavailable?: boolean;
  }
}
