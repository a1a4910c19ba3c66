/**
 * What the assistant may say about booking, payment, cancellation, payouts, fees, the age rule and
 * becoming talent: the very texts of
 * the terms pages (cms/copy/legal.ts), whose numbers come from the code that enforces them.
 * One source, so the assistant can never promise other deadlines than the terms.
 */
import { legal } from '../../copy/legal';
import type { HelpTopic } from './parser';

export type HelpAnswer = { topic: HelpTopic; title: string; points: string[]; link: { href: string; label: string } };

type Source = { doc: keyof typeof legal; headings: string[]; href: string };

const SOURCES: Record<HelpTopic, Source & { title: string }> = {
  booking: { title: 'Sådan booker du', doc: 'trade', headings: ['1. Forespørgsel og accept'], href: '/handelsbetingelser' },
  betaling: { title: 'Sådan betaler du', doc: 'trade', headings: ['2. Pris og betaling'], href: '/handelsbetingelser' },
  aflysning: {
    title: 'Aflysning og refusion',
    doc: 'trade',
    headings: ['4. Hvis du aflyser', '5. Hvis talentet aflyser'],
    href: '/handelsbetingelser',
  },
  udbetaling: { title: 'Udbetaling til talent', doc: 'talent', headings: ['3. Gebyr og udbetaling'], href: '/talent-vilkaar' },
  gebyr: { title: 'MixBuddys gebyr', doc: 'talent', headings: ['3. Gebyr og udbetaling'], href: '/talent-vilkaar' },
  alder: { title: 'Aldersgrænse', doc: 'terms', headings: ['2. Din konto'], href: '/brugsbetingelser' },
  'bliv-talent': {
    title: 'Sådan bliver du talent på MixBuddy',
    doc: 'talent',
    headings: ['1. Din profil og dine menuer', '2. Forespørgsler og bookinger'],
    href: '/bliv-talent',
  },
};

export const HELP_TOPICS = Object.keys(SOURCES) as HelpTopic[];

export function helpAbout(topic: HelpTopic): HelpAnswer {
  const source = SOURCES[topic];
  const doc = legal[source.doc];
  const points = doc.sections
    .filter((section) => source.headings.includes(section.heading))
    .flatMap((section) => [...(section.list ?? []), ...(section.paragraphs ?? [])]);
  return { topic, title: source.title, points, link: { href: source.href, label: doc.title } };
}
