/**
 * The layers of docs/ARCHITECTURE.md, as .dependency-cruiser.cjs states them (`npm run lint:layers`,
 * run by `npm test` after the type checks): the tree keeps them, and the rules do fire — each on a
 * small tree written to a temporary folder, so the real one is never touched.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));

/** The folders `npm run lint:layers` cruises, read from its script so the two never differ. */
const roots = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['lint:layers'] as string).split(/\s+/).slice(3);

/** Every violation as "rule: from → to". */
async function violations(paths: string[], cruiseOptions: typeof options, transpile = {}) {
  const { output } = await cruise(paths, cruiseOptions, {}, transpile);
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const fixtures = mkdtempSync(join(tmpdir(), 'mixbuddy-layers-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** Writes `files` (paths from the fixture's root) into a fresh folder and returns its violations. */
async function violationsOf(files: Record<string, string>) {
  const dir = mkdtempSync(join(fixtures, 'tree-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  // Relative imports only: the fixture has no tsconfig of its own.
  const { tsConfig: _tsConfig, ...withoutTsConfig } = options;
  return violations(Object.keys(files), { ...withoutTsConfig, baseDir: dir });
}

describe('layers', () => {
  it('the tree keeps every layer rule and has no import cycles', async () => {
    expect(roots).toContain('cms');
    expect(await violations(roots, { ...options, baseDir: root }, { tsConfig: extractTSConfig(join(root, 'tsconfig.json')) })).toEqual([]);
  }, 120_000);

  it('the domain may not import GraphQL, the seed or the site', async () => {
    expect(
      await violationsOf({
        'cms/domain/x.ts':
          "import { limit } from '../graphql/limits';\nimport { plan } from '../seed/plan';\nexport const x = [limit, plan];",
        'cms/graphql/limits.ts': 'export const limit = 1;',
        'cms/seed/plan.ts': 'export const plan = 1;',
      }),
    ).toEqual(['domain: cms/domain/x.ts → cms/graphql/limits.ts', 'domain: cms/domain/x.ts → cms/seed/plan.ts']);
  });

  it('nothing in cms/ imports the site or the back office, type-only imports included', async () => {
    expect(
      await violationsOf({
        'cms/email/x.ts': "import type { Page } from '../../site/src/lib/page';\nexport type X = Page;",
        'site/src/lib/page.ts': 'export type Page = string;',
      }),
    ).toEqual(['cms-not-to-site-or-backoffice: cms/email/x.ts → site/src/lib/page.ts']);
  });

  it('the back office imports only pure modules of cms/, and nothing server-side behind them', async () => {
    expect(
      await violationsOf({
        'backoffice/src/x.ts':
          "import { label } from '../../cms/domain/time';\nimport { run } from '../../cms/domain/booking/operations';\nexport const x = [label, run];",
        'cms/domain/time.ts': "import { config } from '../config';\nexport const label = config;",
        'cms/domain/booking/operations.ts': 'export const run = 1;',
        'cms/config.ts': 'export const config = 1;',
      }),
    ).toEqual([
      'backoffice: backoffice/src/x.ts → cms/domain/booking/operations.ts',
      'backoffice-server-free: backoffice/src/x.ts → cms/config.ts',
    ]);
  });

  it('a cycle is refused, also when one of its imports is type-only', async () => {
    expect(
      await violationsOf({
        'cms/jobs/a.ts': "import type { B } from './b';\nexport type A = { b: B };",
        'cms/jobs/b.ts': "import type { A } from './a';\nexport const b = (a: A) => a;\nexport type B = number;",
      }),
    ).toEqual(['no-circular: cms/jobs/a.ts → cms/jobs/b.ts']);
  });

  it('an import that resolves to nothing is refused', async () => {
    expect(await violationsOf({ 'cms/x.ts': "import { y } from './missing';\nexport const x = y;" })).toEqual([
      'not-to-unresolvable: cms/x.ts → ./missing',
    ]);
  });
});
