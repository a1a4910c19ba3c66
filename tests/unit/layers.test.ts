/**
 * The layers, checked on every import: the site and the back office may import cms/, never the
 * other way round, and the domain never imports the seed (the seed writes demo data through the
 * domain). A shared text or helper the cms needs lives in cms/ (cms/copy/, cms/domain/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Layers a file may not import from, by the folder it lives in (paths from the repo root). */
const forbidden: { from: string; not: string[] }[] = [
  { from: 'cms/', not: ['site/', 'backoffice/'] },
  { from: 'cms/domain/', not: ['cms/seed/'] },
];

/** Every module specifier in a source file: static and type imports, re-exports, import(), require(). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The imports of `file` (repo-relative) that cross a forbidden line, as "file → target". */
function violations(file: string, source: string): string[] {
  const rules = forbidden.filter((rule) => file.startsWith(rule.from));
  return specifiers(source)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => posix.normalize(posix.join(posix.dirname(file), spec)))
    .filter((target) => rules.some((rule) => rule.not.some((layer) => target.startsWith(layer))))
    .map((target) => `${file} → ${target}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('layers', () => {
  it('the checker sees every kind of import', () => {
    const source = [
      "import { a } from '../../site/src/lib/a';",
      "import type { B } from '../../backoffice/src/b';",
      "export { c } from '../seed/c';",
      "const d = await import('../../site/src/d');",
      "import '../../site/src/e.css';",
    ].join('\n');
    expect(violations('cms/domain/x.ts', source).sort()).toEqual(
      ['site/src/lib/a', 'backoffice/src/b', 'cms/seed/c', 'site/src/d', 'site/src/e.css'].map((target) => `cms/domain/x.ts → ${target}`).sort(),
    );
    // The seed may import the domain, and the site may import cms.
    expect(violations('cms/seed/x.ts', "import { y } from '../domain/y';")).toEqual([]);
    expect(violations('site/src/x.ts', "import { y } from '../../cms/domain/y';")).toEqual([]);
  });

  it('nothing in cms/ imports the site or the back office, and the domain does not import the seed', () => {
    const found = sourceFiles(join(root, 'cms')).flatMap((path) =>
      violations(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
