/**
 * ra-data-graphql imports `@apollo/client` for a client it builds only when given none. The back
 * office gives it its own (backoffice/src/dataProvider/fetchClient.ts), and the Vite build resolves
 * that import to backoffice/src/shims/apollo-client.ts. Node, running these tests, would load the
 * Apollo Client 3 npm nests under ra-data-graphql instead, so resolve it the same way here.
 * Import this module before the data provider.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const shim = pathToFileURL(resolve('backoffice/src/shims/apollo-client.ts')).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === '@apollo/client' && context.parentURL?.includes('/node_modules/ra-data-graphql/')) {
      return { url: shim, format: 'module-typescript', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
