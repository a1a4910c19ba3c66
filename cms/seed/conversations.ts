// What customers and talent write to each other: booking threads by status, and direct threads.
import type { BookingStatus } from '../domain/booking/process';
import { addHours } from './calendar';
import type { Category } from './menus';

export type BookingThreadContext = {
  customer: string;
  talent: string;
  menu: string;
  category: Category;
  guests: number;
  occasion: string;
  city: string;
  date: string;
  time: string;
  payBy: string;
  reason: string;
  cancelledBy?: 'customer' | 'talent';
  /** Picks between wordings so threads do not all read alike. */
  variant: number;
  times: { created: Date; accepted: Date; paid: Date; cancelled: Date; respondBy: Date; ends: Date };
};

export type SeedMessage = { from: 'customer' | 'talent'; body: string; at: Date };

/** What the customer asks about and what the talent answers, by kind of menu. */
const logistics: Record<Category, [string, string]> = {
  cocktails: [
    'Skal vi sørge for is og glas, eller tager du det med?',
    'Jeg tager is, glas og alt værktøj med. I skal bare sørge for et bord og adgang til strøm og vand.',
  ],
  alkoholfri: [
    'Skal vi sørge for is og glas, eller tager du det med?',
    'Jeg tager is, glas og alle ingredienser med. I skal bare sørge for et bord og adgang til vand.',
  ],
  vin: [
    'Skal vi sørge for vinglas, eller tager du dem med?',
    'Jeg medbringer glas, karafler og spande til vin, vi ikke drikker op. I skal bare sørge for et bord, vi kan samles om.',
  ],
  oel: [
    'Skal vi have noget klar til øllene?',
    'Jeg tager køleanlæg, glas og snacks med. Jeg skal bare bruge en stikkontakt og et par meters plads.',
  ],
  mad: [
    'Skal vi have noget klar i køkkenet?',
    'Jeg skal bare bruge jeres ovn, komfur og lidt plads i køleskabet. Råvarer, gryder og service tager jeg selv med.',
  ],
};

function request(c: BookingThreadContext): string {
  const wordings = [
    `Hej ${c.talent}! Vi vil gerne booke dig til ${c.occasion} ${c.date} kl. ${c.time}. Vi bliver ${c.guests} gæster og holder det i ${c.city}. Er du ledig?`,
    `Hej ${c.talent}. Jeg har set din menu »${c.menu}« og vil gerne booke den til ${c.occasion} ${c.date} kl. ${c.time} for ${c.guests} gæster i ${c.city}. Glæder mig til at høre fra dig!`,
    `Hej ${c.talent}! Vi vil gerne booke »${c.menu}« til ${c.occasion} ${c.date} kl. ${c.time} – vi er ${c.guests} gæster i ${c.city}. Et par af gæsterne har allergier; kan du tage hensyn til det?`,
  ];
  return wordings[c.variant % wordings.length];
}

const accepted = (c: BookingThreadContext) =>
  `Hej ${c.customer}! Tak for din forespørgsel – jeg har accepteret bookingen og glæder mig til at være med. ` +
  `Du kan betale under »Mine bookinger«; betalingen skal være gennemført senest ${c.payBy}.` +
  (c.variant % 3 === 2 ? ' Allergierne tager jeg selvfølgelig hensyn til – skriv dem gerne her i tråden.' : '');

export function bookingThread(status: BookingStatus, c: BookingThreadContext): SeedMessage[] {
  const t = c.times;
  const [question, answer] = logistics[c.category];
  const customer = (body: string, at: Date): SeedMessage => ({ from: 'customer', body, at });
  const talent = (body: string, at: Date): SeedMessage => ({ from: 'talent', body, at });
  const opening = customer(request(c), t.created);

  switch (status) {
    case 'requested':
      return [
        opening,
        talent(
          [
            `Hej ${c.customer}, tak for forespørgslen – det lyder som en rigtig god fest! Jeg tjekker lige et par ting og vender tilbage i løbet af i morgen.`,
            `Hej ${c.customer}! Det lyder spændende. Har I mulighed for at stille et bord til rådighed for mig? Så svarer jeg på forespørgslen hurtigst muligt.`,
            `Hej ${c.customer}! Det kan jeg sagtens. Skriv gerne, hvilke allergier det drejer sig om, så vender jeg tilbage med et svar på forespørgslen.`,
          ][c.variant % 3],
          addHours(t.created, 3),
        ),
      ];
    case 'accepted':
      return [
        opening,
        talent(accepted(c), t.accepted),
        customer(`Fantastisk, tusind tak! ${question}`, addHours(t.accepted, 2)),
        talent(answer, addHours(t.accepted, 4)),
      ];
    case 'declined':
      return [
        opening,
        talent(
          `Hej ${c.customer}, tak for din forespørgsel. Jeg er desværre allerede optaget ${c.date}, så jeg har måttet afvise den. ` +
            'Hvis I kan flytte festen, er I meget velkomne til at sende en ny forespørgsel.',
          addHours(t.created, 2),
        ),
        customer('Ærgerligt, men tak for det hurtige svar. Vi finder en løsning.', addHours(t.created, 3)),
      ];
    case 'expired':
      return [
        opening,
        talent(
          `Hej ${c.customer}, undskyld det sene svar – jeg har været bortrejst uden adgang til mine beskeder. ` +
            'Din forespørgsel er desværre udløbet, men send gerne en ny, hvis det stadig er aktuelt.',
          addHours(t.respondBy, 22),
        ),
      ];
    case 'cancelled':
      if (c.cancelledBy === 'talent') {
        return [
          opening,
          talent(accepted(c), t.accepted),
          customer('Super, vi glæder os!', addHours(t.accepted, 1)),
          talent(
            `Hej ${c.customer}. Jeg er virkelig ked af det, men jeg er nødt til at aflyse, fordi ${c.reason}. ` +
              'Du har ikke betalt noget endnu, og MixBuddys support hjælper gerne med at finde en anden.',
            t.cancelled,
          ),
          customer('Det er helt i orden – god bedring!', addHours(t.cancelled, 1)),
        ];
      }
      return [
        opening,
        talent(accepted(c), t.accepted),
        customer(`Hej ${c.talent}. Vi er desværre nødt til at aflyse, fordi ${c.reason}. Undskyld besværet!`, t.cancelled),
        talent('Det er helt i orden – tak, fordi du sagde til i god tid. Skriv endelig igen en anden gang.', addHours(t.cancelled, 2)),
      ];
    case 'paid':
      return [
        opening,
        talent(accepted(c), t.accepted),
        customer(`Så er der betalt! ${question}`, t.paid),
        talent(`${answer} Vi ses ${c.date}!`, addHours(t.paid, 3)),
      ];
    case 'completed':
      return [
        opening,
        talent(accepted(c), t.accepted),
        customer(`Så er der betalt! ${question}`, t.paid),
        talent(answer, addHours(t.paid, 3)),
        customer(
          c.variant % 2 === 0
            ? 'Tusind tak for en fantastisk aften! Gæsterne snakker stadig om det.'
            : 'Tak for i går – alt gik som smurt, og alle var glade. Vi bruger dig helt sikkert igen.',
          addHours(t.ends, 14),
        ),
      ];
    case 'refunded':
      return [
        opening,
        talent(accepted(c), t.accepted),
        customer(`Hej ${c.talent}. Vi er desværre nødt til at aflyse, fordi ${c.reason}. Kan vi få pengene tilbage?`, t.cancelled),
        talent(
          'Selvfølgelig – jeg er ked af at høre det. Jeg har bedt MixBuddy om at refundere hele beløbet, så du har pengene tilbage inden for et par dage.',
          addHours(t.cancelled, 2),
        ),
      ];
  }
}

/** Threads that are not about a booking: [customer key, talent key, subject, days ago, messages]. */
export const directConversations: {
  customer: string;
  talent: string;
  subject: string;
  daysAgo: number;
  messages: ['customer' | 'talent', string][];
}[] = [
  {
    customer: 'kunde',
    talent: 'sofie',
    subject: 'Vinsmagning på Sjælland?',
    daysAgo: 9,
    messages: [
      [
        'customer',
        'Hej Sofie! Jeg overvejer at booke din vinsmagning til min mors 70-års fødselsdag til foråret. Kan du også komme til Sjælland, hvis vi betaler for kørslen?',
      ],
      [
        'talent',
        'Hej Camilla! Det lyder hyggeligt. Jeg kører normalt kun i Midtjylland, men til en smagning for mindst 15 personer kommer jeg gerne til Sjælland. Skriv, når I har en dato.',
      ],
      ['customer', 'Super, det gør jeg. Tak for svaret!'],
    ],
  },
  {
    customer: 'kunde',
    talent: 'jonas',
    subject: 'Julecocktails?',
    daysAgo: 2,
    messages: [
      ['customer', 'Hej Jonas! Har du planer om en julemenu i år? Vi vil gerne have cocktails til vores julefrokost.'],
      ['talent', 'Hej Camilla! Jeg lægger sidste hånd på den lige nu, og den kommer op inden længe. Jeg skriver til dig, når den er klar.'],
    ],
  },
  {
    customer: 'lars',
    talent: 'jonas',
    subject: 'Firmafest for 120 personer',
    daysAgo: 5,
    messages: [
      ['customer', 'Hej Jonas. Vi er et firma med 120 medarbejdere, som holder fest til foråret. Kan du klare så mange gæster alene?'],
      [
        'talent',
        'Hej Lars! Til over 80 gæster tager jeg altid en ekstra bartender med. Til en firmafest vil jeg foreslå en tilpasset udgave af »Bryllupsbar deluxe« – skal vi tage en snak i telefonen?',
      ],
      ['customer', 'Ja tak, ring gerne i morgen efter kl. 10.'],
      ['talent', 'Det gør jeg. Hav en god aften!'],
    ],
  },
  {
    customer: 'signe',
    talent: 'ida',
    subject: 'Nøddeallergi',
    daysAgo: 12,
    messages: [
      ['customer', 'Hej Ida! Er dine drinks fri for nødder? Min søn har en svær nøddeallergi.'],
      [
        'talent',
        'Hej Signe! Ja, jeg bruger ingen nødder i mine drinks og har heller ikke nødder med i mit udstyr. Skriv det gerne i forespørgslen, så tjekker jeg alle ingredienser en ekstra gang.',
      ],
      ['customer', 'Hvor dejligt – så sender jeg en forespørgsel i weekenden.'],
    ],
  },
];
