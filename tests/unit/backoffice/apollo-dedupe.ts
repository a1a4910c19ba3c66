/**
 * ra-data-graphql 5 declares @apollo/client 3 and npm nests a copy of it; MixBuddy uses
 * Apollo Client 4. The Vite build resolves every `@apollo/client` to the one Apollo 4
 * (`resolve.dedupe` in backoffice/vite.config.ts). Node, running these tests, would load the nested
 * CommonJS Apollo 3 instead, which it cannot import by name — so resolve it the same way here.
 * Import this module before the data provider.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const root = pathToFileURL(resolve('node_modules/ra-data-graphql/package.json')).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === '@apollo/client' && context.parentURL?.includes('/node_modules/ra-data-graphql/')) {
      return nextResolve(specifier, { ...context, parentURL: new URL('../../package.json', root).href });
    }
    return nextResolve(specifier, context);
  },
});
