/**
 * The Danish emails of DAC7: the two reminders to give seller information, and the January
 * statement of what MixBuddy reports about the talent. None of them carries a tax number — the
 * statement shows figures only, and the talent's own information is one click away, masked.
 */
import { absoluteUrl, compose } from '../../email/templates';
import { formatOreExact } from '../money';
import { formatDate } from '../time';
import type { QuarterFigures } from './report';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'der';
const PAGE = '/settings/seller-information';

export const dac7Emails = {
  /** Reminder 1 (at the first earnings) and 2 (thirty days later); both name the day payouts stop. */
  reminder: (to: string, name: string, number: 1 | 2, withheldFrom: Date) =>
    compose(
      to,
      number === 1
        ? 'Vi mangler dine oplysninger til Skattestyrelsen'
        : 'Påmindelse: Vi mangler stadig dine oplysninger til Skattestyrelsen',
      {
        greeting: `Hej ${firstName(name)}`,
        paragraphs: [
          'MixBuddy skal hvert år indberette, hvad du tjener via MixBuddy, til Skattestyrelsen (DAC7-reglerne). Derfor skal vi have dit CPR-nummer, din fødselsdato og din adresse — eller dit CVR-nummer, hvis du sælger som virksomhed.',
          `Giv os oplysningerne senest ${formatDate(withheldFrom)}. Ellers sætter vi dine udbetalinger på pause, indtil vi har dem. Dine penge bliver stående på din saldo.`,
        ],
        link: { label: 'Giv dine oplysninger', url: absoluteUrl(PAGE) },
      },
    ),

  /** In January: the figures of the past year, per quarter, as reported. */
  statement: (to: string, name: string, year: number, quarters: QuarterFigures[]) =>
    compose(to, `Det indberetter MixBuddy om dig til Skattestyrelsen for ${year}`, {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Her er de tal, MixBuddy indberetter om dig til Skattestyrelsen for ${year} (DAC7). Du kan også se dem på din wallet.`,
        ...quarters.map(
          (q, i) =>
            `${i + 1}. kvartal: betalt af kunderne ${formatOreExact(q.consideration)}, ${q.activities} ${q.activities === 1 ? 'booking' : 'bookinger'}, MixBuddys gebyr ${formatOreExact(q.fees)}`,
        ),
        'Er noget forkert, så skriv til os, så retter vi indberetningen.',
      ],
      link: { label: 'Se din wallet', url: absoluteUrl('/wallet') },
    }),
};
