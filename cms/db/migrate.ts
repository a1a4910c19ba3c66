/**
 * Migrations without Prisma's downloadable native engine: the WASM build of Prisma's schema
 * engine (`@prisma/schema-engine-wasm`) driven through the same driver adapter as the app.
 *
 * - `applyMigrations(url)` applies the committed SQL in `migrations/` (on every start).
 * - `diffSchemas(from, to, scratchUrl)` writes the SQL between two Prisma schemas; the migration
 *   script (`npm run migrations:create`) uses it against the last committed schema snapshot,
 *   so creating a migration needs no shadow database (only a scratch connection).
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { createAdapterFactory } from './adapter';

type Engine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};
type EngineModule = {
  SchemaEngine: { 'new'(options: unknown, log: (msg: string) => void, adapter?: unknown): Promise<Engine> };
};

let engineModule: Promise<EngineModule> | undefined;

/** Node cannot `import` a .wasm file, so we instantiate it ourselves against its JS glue. */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    // The engine reports Rust panics through this global before throwing.
    (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message: string) => console.error(`schema engine panic: ${message}`),
    };
    const glue = await import(join(dir, 'schema_engine_bg.js'));
    const bytes = await readFile(join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return glue as EngineModule;
  })();
  return engineModule;
}

export const migrationsDir = () => resolve('migrations');
export const datamodelPath = () => resolve('generated/prisma/schema.prisma');

async function listMigrations() {
  const baseDir = migrationsDir();
  const names = existsSync(baseDir)
    ? (await readdir(baseDir, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = join(baseDir, 'migration_lock.toml');
  return {
    baseDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok', value: await readFile(join(baseDir, name, 'migration.sql'), 'utf8') },
        },
      })),
    ),
  };
}

const noFilter = { externalTables: [], externalEnums: [] };

async function withEngine<T>(datamodel: string, url: string, run: (engine: Engine) => Promise<T>) {
  const { SchemaEngine } = await loadEngineModule();
  const adapter = bindMigrationAwareSqlAdapterFactory(createAdapterFactory(url) as never);
  const engine = await SchemaEngine.new({ datamodels: [[datamodelPath(), datamodel]] }, () => {}, adapter);
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

/** Applies every committed migration that the database has not seen yet. */
export async function applyMigrations(url: string): Promise<string[]> {
  const datamodel = await readFile(datamodelPath(), 'utf8');
  const migrationsList = await listMigrations();
  return withEngine(datamodel, url, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList, filters: noFilter });
    return result.appliedMigrationNames;
  });
}

/** The SQL that turns the `from` schema into the `to` schema (empty `from` = new database). */
export async function diffSchemas(from: string | null, to: string, scratchUrl: string): Promise<string> {
  const target = (content: string) => ({
    tag: 'schemaDatamodel',
    files: [{ path: datamodelPath(), content }],
  });
  return withEngine(to, scratchUrl, async (engine) => {
    const result = await engine.diff({
      from: from === null ? { tag: 'empty' } : target(from),
      to: target(to),
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    return result.stdout ?? '';
  });
}
