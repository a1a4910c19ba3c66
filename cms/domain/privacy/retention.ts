/**
 * How long MixBuddy keeps each kind of personal data, why, and who removes it — ONE table.
 *
 * It drives both the nightly pruning job (`pruneExpiredData` in prune.ts runs the pruner of every
 * row kept `by: 'schedule'`) and the retention section of /privatlivspolitik (cms/copy/legal.ts
 * renders every row), so the policy cannot say one thing while the code does another.
 * tests/integration/retention.test.ts moves the test clock past each period and checks that the
 * job removes exactly what a row says; the policy page is checked to show every row.
 *
 * Periods:
 * - `ms`: a row is due `ms` after the date its pruner looks at (created, expired, …);
 * - `financialYears`: bookkeeping (bogføringsloven § 10: 5 years) and DAC7 reporting (10 years)
 *   count from the END of the financial year the record belongs to. MixBuddy's financial year is
 *   the calendar year (Copenhagen time), so a record of 2026 is due from 1 January 2032.
 * - `account`: kept while the account exists; `deleteAccount` (cms/domain/accounts/profile.ts)
 *   removes it when the person deletes their account (article 17).
 */
import { DAY } from '../time';
import { copenhagenTime, yearInCopenhagen } from '../time';

export type RetentionPeriod = { kind: 'ms'; ms: number } | { kind: 'financialYears'; years: number } | { kind: 'account' };

/** Who removes the data when its time is up. */
export type RetentionEnforcement =
  /** the pruning job, by the pruner of the same key (prune.ts) */
  | { by: 'schedule' }
  /** `deleteAccount`, at once */
  | { by: 'accountDeletion' }
  /** a processor's own deletion (error reports at Sentry) */
  | { by: 'processor'; processor: string };

export type RetentionRule = {
  /** What is kept (Danish, as the privacy policy shows it). */
  what: string;
  /** Why: the legal basis (Danish). */
  why: string;
  /** For how long (Danish). */
  howLong: string;
  period: RetentionPeriod;
  enforcement: RetentionEnforcement;
};

export const SESSION_RETENTION_NOTE = 'Til log-ind udløber (højst 30 dage) eller du logger ud';

export const retention = {
  account: {
    what: 'Kontooplysninger: navn, e-mail, telefonnummer, adgangskode (krypteret), Google-forbindelse og alderstjek',
    why: 'Opfyldelse af aftalen med dig (art. 6, stk. 1, litra b)',
    howLong: 'Så længe du har en konto. Når du sletter kontoen, sletter vi dem med det samme',
    period: { kind: 'account' },
    enforcement: { by: 'accountDeletion' },
  },
  content: {
    what: 'Det, du selv har skrevet: beskeder, anmeldelsestekster, favoritter, talentprofil, menuer og kalender',
    why: 'Opfyldelse af aftalen med dig (art. 6, stk. 1, litra b)',
    howLong:
      'Så længe du har en konto. Når du sletter kontoen, sletter vi dine beskeder, favoritter og anmeldelsestekster og af din talentprofil navn, præsentation, billede, by, områder, kalender og kalenderlinks, og dine menuer arkiveres',
    period: { kind: 'account' },
    enforcement: { by: 'accountDeletion' },
  },
  bookkeeping: {
    what: 'Bogføringsmateriale: bookinger, betalinger, kvitteringer, kreditnotaer, saldoposteringer og udbetalinger',
    why: 'Retlig forpligtelse efter bogføringsloven (art. 6, stk. 1, litra c)',
    howLong:
      '5 år efter udgangen af det regnskabsår, de hører til. Derefter sletter vi bookingens adresse og beskeden til talentet, også mens du har en konto; bookingen med beløb og datoer bliver i din historik, så længe du har kontoen. Sletter du kontoen, gemmer vi kun beløb, datoer og det, kvitteringen skal vise, og sletter det, når de 5 år er gået',
    period: { kind: 'financialYears', years: 5 },
    enforcement: { by: 'schedule' },
  },
  dac7: {
    what: 'Oplysninger til Skattestyrelsen (DAC7) om talenters salg: navn, adresse, CVR- eller CPR-nummer, bankkonto og beløb',
    why: 'Retlig forpligtelse efter skatteindberetningsloven (DAC7-reglerne) (art. 6, stk. 1, litra c)',
    howLong:
      '10 år efter udgangen af det år, oplysningerne gælder. Sletter du kontoen, gemmer vi kun dem og din bankkonto, til de 10 år er gået',
    period: { kind: 'financialYears', years: 10 },
    enforcement: { by: 'schedule' },
  },
  supportRequests: {
    what: 'Henvendelser via kontaktformularen og vores svar',
    why: 'Legitim interesse i at kunne svare og følge op (art. 6, stk. 1, litra f)',
    howLong: '2 år efter henvendelsen',
    period: { kind: 'ms', ms: 730 * DAY },
    enforcement: { by: 'schedule' },
  },
  sessions: {
    what: 'Log-ind-sessioner: et tilfældigt nummer (kun som hash) og enhedstype, fx »Chrome på Windows«',
    why: 'Opfyldelse af aftalen og sikkerhed (art. 6, stk. 1, litra b og f)',
    howLong: SESSION_RETENTION_NOTE,
    period: { kind: 'ms', ms: 0 },
    enforcement: { by: 'schedule' },
  },
  signInAttempts: {
    what: 'Tællere for forsøg på at logge ind, oprette konto og bede om e-mails (e-mail og IP-adresse kun som hash)',
    why: 'Legitim interesse i at forhindre misbrug (art. 6, stk. 1, litra f)',
    howLong: '1 døgn',
    period: { kind: 'ms', ms: DAY },
    enforcement: { by: 'schedule' },
  },
  emailLinks: {
    what: 'Links i e-mails til aktivering, ny adgangskode og ny e-mailadresse (kun som hash)',
    why: 'Opfyldelse af aftalen og sikkerhed (art. 6, stk. 1, litra b og f)',
    howLong: '7 dage efter linket er udløbet',
    period: { kind: 'ms', ms: 7 * DAY },
    enforcement: { by: 'schedule' },
  },
  formDrafts: {
    what: 'Det, du har skrevet i en formular, der blev afvist, så du ikke skal skrive det igen',
    why: 'Legitim interesse i, at du ikke mister det, du har skrevet (art. 6, stk. 1, litra f)',
    howLong: 'Til det er vist igen, højst 1 døgn',
    period: { kind: 'ms', ms: DAY },
    enforcement: { by: 'schedule' },
  },
  jobs: {
    what: 'Opgaver, der er kørt forgæves, fx en e-mail, der ikke kunne sendes (modtager og indhold)',
    why: 'Legitim interesse i at kunne rette fejl og sende igen (art. 6, stk. 1, litra f)',
    howLong: '30 dage efter sidste forsøg',
    period: { kind: 'ms', ms: 30 * DAY },
    enforcement: { by: 'schedule' },
  },
  dataExports: {
    what: 'Dine dataudtræk (ZIP-filen med alt, vi har om dig)',
    why: 'Din ret til indsigt og dataportabilitet (art. 15 og 20)',
    howLong: 'Filen i 7 dage; at du har bedt om den i 30 dage mere',
    period: { kind: 'ms', ms: 7 * DAY },
    enforcement: { by: 'schedule' },
  },
  errorReports: {
    what: 'Fejlrapporter og hastighedsmålinger, kun med dit samtykke',
    why: 'Samtykke (art. 6, stk. 1, litra a)',
    howLong: '90 dage (slettes af Sentry)',
    period: { kind: 'ms', ms: 90 * DAY },
    enforcement: { by: 'processor', processor: 'Sentry' },
  },
} satisfies Record<string, RetentionRule>;

export type RetentionKey = keyof typeof retention;
export const retentionRules = Object.entries(retention) as [RetentionKey, RetentionRule][];

/** The keys the pruning job removes on schedule (prune.ts must have a pruner for each). */
export type ScheduledKey = {
  [K in RetentionKey]: (typeof retention)[K]['enforcement'] extends { by: 'schedule' } ? K : never;
}[RetentionKey];

/**
 * The cut-off of a period at `at`: records dated before it are due. For financial years: the
 * first instant of the year `years` after the year that must still be kept ends, in Copenhagen.
 */
export function cutoffOf(period: RetentionPeriod, at: Date): Date | null {
  if (period.kind === 'ms') return new Date(at.getTime() - period.ms);
  if (period.kind === 'financialYears') return copenhagenTime({ year: yearInCopenhagen(at) - period.years, month: 1, day: 1 }, '00:00');
  return null;
}

/** The policy's line for one rule: what, for how long, and why. */
export const retentionLine = (rule: RetentionRule) => `${rule.what}: ${rule.howLong}. ${rule.why}.`;
