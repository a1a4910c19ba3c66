/**
 * The architecture lives in the repository: comments and docs may only point at things a clone
 * has. Fails when a comment or doc cites the old design card, an issue tracker or a `../shared`
 * folder, when a comment or doc names a repository file that does not exist, or when a relative
 * markdown link (or its #anchor) leads nowhere. Where things are described: docs/ARCHITECTURE.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve('.');
const SKIP = new Set(['node_modules', 'dist', '.astro', 'generated']);
const SOURCE = /\.(ts|tsx|mjs|js|astro|md|sql|css)$/;

function walk(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((entry) => !SKIP.has(entry))
    .flatMap((entry) => walk(join(path, entry)));
}

const rel = (path: string) => relative(root, path);
/** Where comments and docs must not point outside the repository. */
const checked = ['cms', 'site/src', 'backoffice/src', 'docs', 'README.md', 'schema.ts']
  .flatMap((path) => walk(resolve(path)))
  .filter((path) => SOURCE.test(path));
const markdown = [
  resolve('README.md'),
  ...walk(resolve('docs')),
  ...walk(resolve('cms')),
  ...walk(resolve('backoffice')),
  ...walk(resolve('site')),
].filter((path) => path.endsWith('.md'));

// Built from parts so this file does not trip its own check.
const FORBIDDEN = [
  { what: 'the old design card', pattern: new RegExp(['DESIGN', 'md'].join('\\.')) },
  { what: 'an issue tracker', pattern: new RegExp(['issue', '#\\d+'].join(' '), 'i') },
  { what: 'a ../shared folder', pattern: new RegExp(['\\.\\.', 'shared'].join('/')) },
];
const IMPORT = /^\s*(import|export)\b.*\bfrom\s+['"]|\bimport\(/;

/** Paths from the repository root, as comments and docs write them (`cms/domain/ledger.ts`). */
const REPO_PATH =
  /(?<![\w./@-])((?:cms|site|backoffice|tests|scripts|docs|migrations|bench)\/[\w./[\]-]*\.(?:ts|tsx|mjs|astro|md|sql|json|prisma))(?![\w/])/g;
const GENERATED = /(^|\/)(dist|generated|data)\//;

describe('comments and docs point inside the repository', () => {
  it('cite no design card, issue tracker or ../shared folder', () => {
    const hits: string[] = [];
    for (const file of checked) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { what, pattern } of FORBIDDEN) {
            if (!pattern.test(line)) continue;
            if (what === 'a ../shared folder' && IMPORT.test(line)) continue;
            hits.push(`${rel(file)}:${i + 1} cites ${what}: ${line.trim()}`);
          }
        });
    }
    expect(hits, 'point to docs/ARCHITECTURE.md, a README, or write the reason itself').toEqual([]);
  });

  it('name only files that exist', () => {
    const missing: string[] = [];
    for (const file of checked) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [, path] of line.matchAll(REPO_PATH)) {
            if (GENERATED.test(path) || path.includes('*') || existsSync(resolve(path))) continue;
            missing.push(`${rel(file)}:${i + 1} names ${path}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });
});

/** GitHub's heading anchor: lowercase, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  );

describe('markdown links', () => {
  for (const file of markdown) {
    it(`${rel(file)}: every relative link and anchor exists`, () => {
      const broken: string[] = [];
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        const [path, anchor] = target.split('#');
        const destination = path ? resolve(dirname(file), path) : file;
        if (!existsSync(destination)) {
          broken.push(`${target} (no such file)`);
          continue;
        }
        if (anchor && destination.endsWith('.md') && !anchorsOf(destination).has(anchor)) broken.push(`${target} (no such heading)`);
      }
      expect(broken).toEqual([]);
    });
  }
});
