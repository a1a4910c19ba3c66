/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Request-scoped Keystone context (the visitor's own session and access rights). */
    keystone: import('@keystone-6/core/types').KeystoneContext;
  }
}
