// Types of backup-tools.mjs for the tests that use it (tests/integration/backup-*.test.ts).
export type Tool = { path: string; major: number; version: string };
export type Settings = {
  databaseUrl: string;
  embedded: { dataDir: string; port: number; database: string };
  uploadsDir: string;
  pgDump: string;
  pgRestore: string;
};
export function settings(env?: NodeJS.ProcessEnv): Settings;
export function databaseUrlOf(s: Settings): string;
export function candidates(tool: 'pg_dump' | 'pg_restore', explicit?: string): Tool[];
export function pick(tool: 'pg_dump' | 'pg_restore', needed: number, explicit?: string): Tool;
export function serverMajor(url: string): Promise<number>;
export function clusterMajor(dataDir: string): number;
export function binariesMajor(): number;
export function clusterUser(options?: { create?: boolean }): { uid: number; gid: number } | undefined;
export function clusterStatus(dataDir: string): { running: boolean; ownerPid: number };
export function runningClusterMessage(dataDir: string, status: { ownerPid: number }, command: 'backup' | 'restore'): string;
