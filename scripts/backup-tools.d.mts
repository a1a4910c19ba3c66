// Types of backup-tools.mjs for the tests that use it (tests/integration/backup-restore.test.ts).
export type Tool = { path: string; major: number; version: string };
export function candidates(tool: 'pg_dump' | 'pg_restore', explicit?: string): Tool[];
export function pick(tool: 'pg_dump' | 'pg_restore', needed: number, explicit?: string): Tool;
export function serverMajor(url: string): Promise<number>;
