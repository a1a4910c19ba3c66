/// <reference types="vite/client" />

declare module 'virtual:keystone-schema' {
  import type { IntrospectionSchema } from 'graphql';
  /** Keystone's GraphQL schema as trimmed introspection, embedded at build time (or null). */
  const schema: IntrospectionSchema | null;
  export default schema;
}
