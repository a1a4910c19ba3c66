/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Request-scoped Keystone context (the visitor's own session and access rights). */
    keystone: import('@keystone-6/core/types').KeystoneContext;
    /** A signed-in visitor's CSRF token, set by the middleware; forms render it with <CsrfField />. Anonymous: none. */
    csrfToken?: string;
  }
}
