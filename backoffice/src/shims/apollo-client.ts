/**
 * What ra-data-graphql imports from `@apollo/client`, for the client it would build when given
 * none and for its own introspection query. MixBuddy gives it both a client
 * (dataProvider/fetchClient.ts) and the schema, so none of this runs; the shim keeps Apollo Client
 * out of the bundle (vite.config.ts) and out of the unit tests (tests/unit/backoffice/apollo-shim.ts).
 */
const unused = (what: string) => () => {
  throw new Error(`${what} fra @apollo/client bruges ikke: back office'ets dataprovider har sin egen klient og sit skema`);
};

export const gql = unused('gql');
export class ApolloClient {
  constructor() {
    unused('ApolloClient')();
  }
}
export class HttpLink {
  constructor() {
    unused('HttpLink')();
  }
}
export class InMemoryCache {
  constructor() {
    unused('InMemoryCache')();
  }
}
