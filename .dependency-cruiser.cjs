/**
 * The layers of docs/ARCHITECTURE.md ("Layers"), checked on every import by dependency-cruiser:
 * `npm run lint:layers`, part of `npm test` right after the type checks.
 *
 * Paths are from the repository root. `.astro` files are not read (dependency-cruiser has no Astro
 * parser): the site rule sees the .ts endpoints and the site/src/lib modules pages go through.
 */

/** Modules the browser bundle of the back office may import from cms/: pure, no server, no database. */
const backofficeMayImport = [
  '^cms/copy/(email-layout|payoff-emails|receipts|support-reply|vetting)\\.ts$',
  '^cms/design/tokens\\.ts$',
  '^cms/domain/booking/email-text\\.ts$',
  '^cms/domain/booking-states\\.ts$',
  '^cms/domain/csv\\.ts$',
  '^cms/domain/messaging/title\\.ts$',
  '^cms/domain/money\\.ts$',
  '^cms/domain/(names|quoted-text)\\.ts$',
  '^cms/domain/payments/methods\\.ts$',
  '^cms/domain/support-topics\\.ts$',
  '^cms/domain/time\\.ts$',
  '^cms/domain/wallet/payoff-status\\.ts$',
  '^cms/graphql/limits\\.ts$',
  '^cms/observability/(digest|scrub|sentry-browser|sentry-options)\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'cms-not-to-site-or-backoffice',
      comment:
        'Nothing in cms/ imports the site or the back office: they are built on cms/, and a text or helper both need lives in cms/ (cms/copy/, cms/domain/).',
      severity: 'error',
      from: { path: '^cms/' },
      to: { path: '^(site|backoffice)/' },
    },
    {
      name: 'lists',
      comment:
        'Keystone lists use cms/access.ts, cms/lists/shared.ts and the domain values and rules their fields and hooks re-use; GraphQL extensions, Express mounts and the seed are built on the lists, not under them.',
      severity: 'error',
      from: { path: '^cms/lists/' },
      to: { path: '^cms/(graphql|server|seed)/' },
    },
    {
      name: 'domain',
      comment:
        'Business operations are called by GraphQL, Express routes, pages and the seed, so they import none of them (nor the Keystone lists, whose hooks call the domain): a rule lives once, below every caller.',
      severity: 'error',
      from: { path: '^cms/domain/' },
      to: { path: ['^cms/(graphql|server|seed|lists)/', '^cms/keystone\\.ts$', '(^|/)node_modules/(express|graphql)/'] },
    },
    {
      name: 'site',
      comment:
        'The site calls domain functions (runAction, site/src/lib/forms.ts) and reads through site/src/lib: never GraphQL resolvers, Express mounts, the seed or Keystone list definitions.',
      severity: 'error',
      from: { path: '^site/src/' },
      to: { path: ['^cms/(graphql|server|seed|lists)/', '^cms/keystone\\.ts$'] },
    },
    {
      name: 'backoffice',
      comment:
        'The back office is a browser bundle that reads and writes through /api/graphql only; from cms/ it imports the pure, server-free modules listed in backofficeMayImport, never the database, domain operations or cms/config.ts.',
      severity: 'error',
      from: { path: '^backoffice/src/' },
      to: { path: '^cms/', pathNot: backofficeMayImport },
    },
    {
      name: 'backoffice-server-free',
      comment:
        "What the back office imports from cms/ stays server-free all the way down: no cms/config.ts, database, jobs, email, Keystone lists or Prisma client reachable from the browser bundle. (Keystone's types are reachable through type-only imports, which the bundler erases, so they are not on the list.)",
      severity: 'error',
      from: { path: '^backoffice/src/' },
      to: {
        path: [
          '^cms/(config|keystone)\\.ts$',
          '^cms/(db|server|jobs|events|email|lists|seed)/',
          '^generated/prisma/',
          '(^|/)node_modules/(@prisma|prisma|pg|express|graphile-worker|nodemailer)/',
        ],
        reachable: true,
      },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles between files, type-only imports included: a cycle of types still ties two modules into one (neither can be read, moved or tested alone), and an `import type` becomes a value import with one edit.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        "An import that resolves to nothing is a typo or a missing package, and no layer rule could see where it goes. The bundlers' virtual modules (astro:*, virtual:*) exist only at build time.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(astro|virtual):' },
    },
  ],
  options: {
    // Generated code (the Prisma client, by scripts/build.mjs) is a dependency, not a layer.
    doNotFollow: { path: ['node_modules', '^generated/'] },
    // node_modules is a symlink in some checkouts: keep its path, so rules see node_modules/<package>.
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are dependencies too: they cross layers and close cycles like any other.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
