/**
 * The one password hashing of MixBuddy, for every path that stores or checks a password: the
 * `User.password` field (`kdf` in cms/lists/User.ts: sign-up, the back office, the seed, password
 * change and reset), Keystone's `authenticateUserWithPassword` (which reads the field's `kdf`) and
 * the account domain's checks (`passwordMatches` in cms/domain/accounts/shared.ts).
 *
 * - bcrypt in native code (the `bcrypt` package, prebuilt for each platform inside its npm
 *   package), run on libuv's thread pool: a hash takes ~65 ms of CPU there and none on the event
 *   loop. bcryptjs (Keystone's default) ran it in JavaScript on the event loop, so 50 sign-ins at
 *   once froze every other request for seconds. The hashes are the same format ($2b$, work factor
 *   10 as before); bcryptjs's $2a$ and $2b$ hashes verify unchanged.
 * - At most `config.passwords.concurrency` hashes or checks at once per process (p-limit); the
 *   rest wait their turn in order. One that has waited `queueTimeoutMs` is answered
 *   `PasswordsBusy` (a Danish "prøv igen") instead, and gives up its place; one that would
 *   clearly wait that long (the queue ahead of it at the recent time per check) does not queue
 *   at all and gets the same answer after the same time. 200 sign-ins at once: some sign in, the
 *   rest are told to try again, and every other request keeps being answered.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import bcrypt from 'bcrypt';
import pLimit, { type LimitFunction } from 'p-limit';
import { config } from '../config';
import { PASSWORDS_BUSY } from '../copy/accounts';
import { PASSWORD_MAX_BYTES } from '../domain/accounts/password-policy';
import { DomainError } from '../domain/errors';

/** bcrypt's work factor: 2^10 rounds, what bcryptjs used through Keystone (raise it only with a measurement). */
export const BCRYPT_ROUNDS = 10;

/** Too many password checks are waiting: the person should try again in a moment. */
export class PasswordsBusy extends DomainError {
  constructor() {
    super(PASSWORDS_BUSY, {}, 'UNAVAILABLE', 'PASSWORDS_BUSY');
  }
}

// On globalThis: the server bundle and the Astro site bundle (/login) are two module graphs in one
// process, and the bound is for the process. `slotMs`: how long one hash or check holds its slot,
// averaged over the recent ones (starting from a guess: ~65 ms on one free core of today's machines).
type Queue = { limit: LimitFunction; slotMs: number };
const KEY = Symbol.for('mixbuddy.passwordQueue');
const queue: Queue = ((globalThis as { [KEY]?: Queue })[KEY] ??= { limit: pLimit(config.passwords.concurrency), slotMs: 100 });
const { limit } = queue;

/**
 * Whether a check asked for now would likely wait longer than `queueTimeoutMs` for its turn. Such
 * a check takes no place in the queue (and sign-in asks before counting an attempt or touching
 * the database): it is answered "prøv igen" after `queueTimeoutMs`, as if it had waited. The wait
 * costs only a timer, and it keeps clients that retry at once from turning the answer into a flood.
 */
export function passwordsOverloaded(): boolean {
  const { concurrency, queueTimeoutMs } = config.passwords;
  // Checks that must end before this one gets a slot (0 or less: a slot is free).
  const ahead = limit.activeCount + limit.pendingCount + 1 - concurrency;
  return ahead > 0 && (ahead / concurrency) * queue.slotMs > queueTimeoutMs;
}

/** When overloaded (above): `PasswordsBusy` after `queueTimeoutMs`; otherwise null at once. */
export async function overloadRefusal(): Promise<PasswordsBusy | null> {
  if (!passwordsOverloaded()) return null;
  await sleep(config.passwords.queueTimeoutMs);
  return new PasswordsBusy();
}

/** Runs `work` when a slot is free, or rejects with `PasswordsBusy` when the wait is or would be too long. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const refused = await overloadRefusal();
  if (refused) throw refused;
  let gaveUp = false;
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gaveUp = true;
      reject(new PasswordsBusy());
    }, config.passwords.queueTimeoutMs);
  });
  // A caller that was already told "prøv igen" frees its slot at once when its turn comes.
  const turn = limit(async () => {
    clearTimeout(timer);
    if (gaveUp) return undefined as T;
    const started = performance.now();
    try {
      return await work();
    } finally {
      queue.slotMs += (performance.now() - started - queue.slotMs) / 8;
    }
  });
  return Promise.race([turn, tooLong]);
}

/** The bcrypt hash of `secret`; past bcrypt's 72 bytes refused (Keystone's own rule and message), never cut. */
export async function hashPassword(secret: string): Promise<string> {
  // bcrypt silently ignores everything after 72 bytes (UTF-8), so a longer password would be a
  // shorter one. People meet the rule in Danish first (passwordProblem); this is the last guard.
  if (Buffer.byteLength(secret, 'utf8') > PASSWORD_MAX_BYTES) throw new Error(`value must be no longer than ${PASSWORD_MAX_BYTES} bytes`);
  return inTurn(() => bcrypt.hash(secret, BCRYPT_ROUNDS));
}

/**
 * Whether `secret` is the password whose hash is `hash` (bcrypt $2a$/$2b$; anything else is false).
 * Past 72 bytes it is false: bcrypt compares only the first 72, so a 72-byte password followed by
 * anything would sign in as that password. No stored password is longer (hashPassword refuses, as
 * Keystone's password field did). The hash is still compared, so a too-long guess takes as long as
 * any other and tells nothing about whether the account exists.
 */
export async function passwordMatchesHash(secret: string, hash: string): Promise<boolean> {
  const matches = await inTurn(() => bcrypt.compare(secret, hash));
  return matches && Buffer.byteLength(secret, 'utf8') <= PASSWORD_MAX_BYTES;
}

/** Keystone's password field takes this as its `kdf`, so every write of `User.password` hashes here. */
export const passwordKdf = { hash: hashPassword, compare: passwordMatchesHash };
