/**
 * The five legal pages of MixBuddy, in Danish. The numbers in the terms of trade come from the
 * code that enforces them (through cms/copy/rules.ts), so the text cannot drift from what the
 * platform does. In cms/ because the assistant quotes them too
 * (cms/domain/assistant/help.ts); the site's legal pages import them from here.
 */
import { retentionLine, retentionRules } from '../domain/privacy/retention';
import { rules } from './rules';

const { commission, fullRefundDays: full, halfRefundDays: half } = rules;

export type LegalSection = { heading: string; paragraphs?: string[]; list?: string[] };
export type LegalDocument = { title: string; description: string; updated: string; intro: string; sections: LegalSection[] };

/**
 * The version of the talent terms below (`legal.talent`). Change it whenever their content
 * changes: every talent must accept the new version (cms/domain/talent/terms.ts) before they can
 * publish again; the acceptance is stored with its time and this version.
 */
export const TALENT_TERMS_VERSION = '1';

/** Who MixBuddy is, as the legal texts and the receipts name it. */
export const company = 'MixBuddy ApS, CVR-nr. 44 12 34 56, Mejlgade 12, 8000 Aarhus C, e-mail hej@mixbuddy.dk';

export const legal: Record<'terms' | 'cookies' | 'trade' | 'privacy' | 'talent', LegalDocument> = {
  terms: {
    title: 'Brugsbetingelser',
    description: 'Betingelserne for at bruge MixBuddy.dk som kunde eller talent.',
    updated: '1. november 2026',
    intro: `Disse brugsbetingelser gælder for al brug af MixBuddy.dk, som drives af ${company}. Ved at oprette en konto eller bruge siden accepterer du betingelserne.`,
    sections: [
      {
        heading: '1. Hvad MixBuddy er',
        paragraphs: [
          'MixBuddy er en markedsplads, hvor selvstændige bartendere, mixologer og kokke ("talent") tilbyder menuer, og hvor kunder kan finde, gemme og booke dem. MixBuddy formidler aftalen og betalingen; selve ydelsen leveres af talentet.',
        ],
      },
      {
        heading: '2. Din konto',
        list: [
          'Du skal være mindst 18 år for at oprette en konto og booke menuer med alkohol.',
          'Oplysningerne på din konto skal være sande og opdaterede.',
          'Du er ansvarlig for at holde din adgangskode hemmelig og for det, der sker på din konto.',
          'Du kan til enhver tid lukke din konto. Oplysninger, vi skal gemme efter bogføringsloven, slettes først, når pligten udløber.',
        ],
      },
      {
        heading: '3. God opførsel',
        list: [
          'Skriv høfligt og sagligt i beskeder og anmeldelser.',
          'Del ikke kontaktoplysninger for at indgå aftaler uden om MixBuddy om ydelser, der er fundet via siden.',
          'Anmeldelser skal bygge på en gennemført booking og være ærlige.',
          'Det er ikke tilladt at uploade indhold, der krænker andres rettigheder, eller som er ulovligt, diskriminerende eller vildledende.',
        ],
      },
      {
        heading: '4. Indhold og rettigheder',
        paragraphs: [
          'Du beholder rettighederne til det, du lægger på MixBuddy (tekster, billeder, menuer), men giver MixBuddy ret til at vise det på siden og i markedsføring af siden, så længe det er offentliggjort.',
        ],
      },
      {
        heading: '5. Moderation og lukning',
        paragraphs: [
          'MixBuddy kan skjule beskeder og anmeldelser, der bryder betingelserne, og kan midlertidigt eller permanent lukke en konto ved misbrug. Du får besked med en begrundelse.',
        ],
      },
      {
        heading: '6. Ansvar',
        paragraphs: [
          'MixBuddy er ikke part i aftalen mellem kunde og talent og er ikke ansvarlig for talentets ydelse. MixBuddy er ansvarlig for at formidle betalingen korrekt efter handelsbetingelserne. Ansvaret er i øvrigt begrænset efter dansk rets almindelige regler.',
        ],
      },
      {
        heading: '7. Ændringer',
        paragraphs: [
          'Vi kan ændre betingelserne med mindst 30 dages varsel på e-mail. Bookinger, der allerede er indgået, følger de betingelser, der gjaldt, da de blev indgået.',
        ],
      },
      {
        heading: '8. Lovvalg og klager',
        paragraphs: [
          'Dansk ret gælder. Klager kan sendes til hej@mixbuddy.dk. Som forbruger kan du klage til Nævnenes Hus (naevneneshus.dk) eller via EU-Kommissionens klageportal (ec.europa.eu/odr).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookiepolitik',
    description: 'Hvilke cookies MixBuddy bruger, og hvordan du giver eller trækker dit samtykke tilbage.',
    updated: '1. november 2026',
    intro:
      'En cookie er en lille tekstfil, som gemmes i din browser. MixBuddy bruger så få cookies som muligt. Nødvendige cookies kræver ikke samtykke; alle andre sætter vi kun, hvis du siger ja.',
    sections: [
      {
        heading: 'Nødvendige cookies',
        list: [
          'mixbuddy-session: holder dig logget ind (op til 30 dage). Sættes først, når du logger ind.',
          'mb_samtykke: husker dit valg i cookiebanneret (12 måneder).',
        ],
      },
      {
        heading: 'Statistik og fejlrapporter (kræver samtykke)',
        paragraphs: [
          'Med dit samtykke indlæser vi et script til fejlrapporter og måling af sidens hastighed (Sentry). Oplysningerne bruges kun til at finde fejl og gøre siden hurtigere og sendes via vores eget domæne. Uden samtykke indlæses scriptet ikke.',
        ],
      },
      {
        heading: 'Sådan ændrer du dit samtykke',
        paragraphs: [
          'Du kan når som helst ændre eller trække dit samtykke tilbage med knapperne i cookiebanneret, som altid vises på denne side, eller ved at slette cookies i din browser. Når du trækker samtykket tilbage, stopper indsamlingen fra næste sidevisning.',
        ],
      },
      { heading: 'Kontakt', paragraphs: [`Spørgsmål om cookies kan sendes til ${company}.`] },
    ],
  },

  trade: {
    title: 'Handelsbetingelser',
    description: 'Betingelser for booking og betaling på MixBuddy: frister, aflysning og refusion.',
    updated: '1. november 2026',
    intro: `Disse handelsbetingelser gælder, når du som kunde booker en menu hos et talent via MixBuddy. Aftalen om ydelsen indgås mellem dig og talentet; ${company} formidler aftalen og betalingen.`,
    sections: [
      {
        heading: '1. Forespørgsel og accept',
        list: [
          'Du sender en bookingforespørgsel med dato, tidspunkt, antal gæster og adresse. Forespørgslen er ikke bindende for dig, før du har betalt.',
          `Talentet skal svare inden for ${rules.respondWithin}. Svarer talentet ikke inden da — eller inden arrangementet begynder, hvis det er tidligere — udløber forespørgslen automatisk.`,
          'Talentet kan acceptere eller afvise forespørgslen. Du får besked på e-mail og i din indbakke på MixBuddy.',
        ],
      },
      {
        heading: '2. Pris og betaling',
        list: [
          'Prisen er menuens pris pr. gæst gange antal gæster. Alle priser er i danske kroner inklusive moms, hvor talentet er momsregistreret.',
          `Når talentet har accepteret, skal du betale inden for ${rules.payWithin} — eller inden arrangementet, hvis det er tidligere. Ellers udløber bookingen, og datoen frigives.`,
          'Du betaler med kort eller MobilePay via Stripe. MixBuddy opbevarer ikke dine kort- eller MobilePay-oplysninger. Beløbet trækkes, når du gennemfører betalingen.',
          `MixBuddy beholder et formidlingsgebyr på ${commission} af prisen; resten går til talentet. Gebyret er indregnet i prisen — du betaler ikke noget ekstra.`,
        ],
      },
      {
        heading: '3. Arrangementet',
        paragraphs: [
          'Bookingen regnes som gennemført, når arrangementet er afholdt. Talentet har ansvaret for at levere menuen som beskrevet. Du sørger for adgang til stedet, strøm og vand, og for at gæster, der serveres alkohol, er fyldt 18 år.',
          `Er der noget, der ikke var i orden, skal du klage til MixBuddy senest ${rules.complaintWindow} efter arrangementet. Først derefter frigives betalingen til talentet.`,
        ],
      },
      {
        heading: '4. Hvis du aflyser',
        list: [
          `Aflyser du ${full} dage eller mere før arrangementet, får du hele beløbet tilbage.`,
          `Aflyser du ${half}–${full - 1} dage før arrangementet, får du halvdelen af beløbet tilbage.`,
          `Aflyser du mindre end ${half} dage før arrangementet, får du ikke noget tilbage.`,
          'En forespørgsel, der endnu ikke er betalt, kan altid trækkes tilbage uden omkostninger.',
          'Refusion sker til det kort, du betalte med, normalt inden for 5–10 bankdage.',
        ],
      },
      {
        heading: '5. Hvis talentet aflyser',
        paragraphs: [
          'Aflyser talentet en betalt booking, får du altid hele beløbet tilbage, uanset hvor tæt på arrangementet det sker. Vi hjælper dig gerne med at finde et andet talent.',
        ],
      },
      {
        heading: '6. Fortrydelsesret',
        paragraphs: [
          'Bookinger af ydelser til en bestemt dato er fritidsydelser efter forbrugeraftalelovens § 18, stk. 2, nr. 12, og der er derfor ikke 14 dages fortrydelsesret. I stedet gælder aflysningsreglerne ovenfor.',
        ],
      },
      {
        heading: '7. Klager',
        paragraphs: [
          'Klager sendes til hej@mixbuddy.dk eller via /support. Kan vi ikke blive enige, kan du klage til Nævnenes Hus, Toldboden 2, 8800 Viborg (naevneneshus.dk), eller via EU-Kommissionens klageportal (ec.europa.eu/odr).',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privatlivspolitik',
    description: 'Sådan behandler MixBuddy dine personoplysninger efter databeskyttelsesforordningen (GDPR).',
    updated: '1. november 2026',
    intro: `Dataansvarlig er ${company}. Vi behandler dine personoplysninger efter databeskyttelsesforordningen (GDPR) og databeskyttelsesloven.`,
    sections: [
      {
        heading: 'Hvilke oplysninger vi behandler',
        list: [
          'Kontooplysninger: navn, e-mail, telefonnummer, adgangskode (krypteret) og kontotype.',
          'Bookinger: dato, adresse, antal gæster, beskeder mellem dig og talentet samt anmeldelser.',
          'Betaling: beløb og status. Kortoplysninger behandles alene af Stripe.',
          'For talent desuden: adresse, CVR-nummer, bankkonto og udbetalinger.',
          'Tekniske oplysninger: fejlrapporter og hastighedsmålinger, kun med dit samtykke.',
        ],
      },
      {
        heading: 'Formål og retsgrundlag',
        list: [
          'At oprette din konto og gennemføre bookinger og betalinger — opfyldelse af en aftale (art. 6, stk. 1, litra b).',
          'At opfylde bogførings- og skatteregler — retlig forpligtelse (art. 6, stk. 1, litra c).',
          'At forebygge misbrug og svindel og at moderere indhold — legitim interesse (art. 6, stk. 1, litra f).',
          'Fejlrapporter og statistik — samtykke (art. 6, stk. 1, litra a).',
        ],
      },
      {
        heading: 'Hvem vi deler med',
        list: [
          'Talentet eller kunden i en booking får de oplysninger, der er nødvendige for at gennemføre den (navn, adresse, dato, beskeder).',
          'Stripe Payments Europe (betaling), vores hostingudbyder i EU og vores e-mailudbyder — som databehandlere eller selvstændigt dataansvarlige.',
          'Myndigheder, når loven kræver det.',
        ],
      },
      {
        heading: 'Hvor længe vi gemmer',
        paragraphs: [
          'Vi gemmer ikke oplysninger længere, end vi har brug for dem eller loven kræver. Det, der ikke længere skal gemmes, sletter vi automatisk hver nat. Regnskabsåret er kalenderåret.',
        ],
        // The rows of the one retention table that also drives the nightly pruning job.
        list: retentionRules.map(([, rule]) => retentionLine(rule)),
      },
      {
        heading: 'Dine rettigheder',
        list: [
          'Ret til indsigt i de oplysninger, vi har om dig. Under »Min konto« kan du hente dem alle som en ZIP-fil med »Download mine data«.',
          'Ret til berigtigelse og sletning. Under »Min konto« kan du slette din konto.',
          'Ret til begrænsning af behandling og til at gøre indsigelse.',
          'Ret til dataportabilitet: ZIP-filen indeholder dine oplysninger som JSON, et almindeligt maskinlæsbart format.',
          'Ret til at trække et samtykke tilbage når som helst.',
        ],
      },
      {
        heading: 'Klage',
        paragraphs: [
          'Skriv til hej@mixbuddy.dk, hvis du vil bruge dine rettigheder. Du kan klage til Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby (datatilsynet.dk).',
        ],
      },
    ],
  },

  talent: {
    title: 'Vilkår for talent',
    description: 'Vilkår for bartendere, mixologer og kokke, der tilbyder menuer på MixBuddy.',
    updated: '1. november 2026',
    intro: `Disse vilkår gælder, når du som talent tilbyder menuer via MixBuddy (${company}), og supplerer brugsbetingelserne.`,
    sections: [
      {
        heading: '1. Din profil og dine menuer',
        list: [
          'Du er selvstændig og ansvarlig for din egen skat, moms og eventuelle tilladelser (fx alkoholbevilling, hvor det kræves, og fødevaregodkendelse).',
          'Dine menuer skal beskrive indholdet, prisen pr. gæst, antal gæster og allergener korrekt.',
          'Du holder din kalender opdateret, så kunder kun kan forespørge på dage, hvor du kan.',
        ],
      },
      {
        heading: '2. Forespørgsler og bookinger',
        list: [
          `Du skal svare på en forespørgsel inden for ${rules.respondWithin}. Ellers udløber den.`,
          `Når du har accepteret, har kunden ${rules.payWithin} til at betale. Først når kunden har betalt, er bookingen bindende.`,
          'Du kan ikke have to betalte bookinger, der overlapper i tid.',
        ],
      },
      {
        heading: '3. Gebyr og udbetaling',
        list: [
          `MixBuddy beholder ${commission} af bookingens pris som formidlingsgebyr. Resten er din indtjening.`,
          `Din indtjening bliver tilgængelig i din wallet ${rules.complaintWindow} efter, at arrangementet er gennemført, hvis kunden ikke har klaget.`,
          'Du kan anmode om udbetaling af din tilgængelige saldo til den bankkonto, du har registreret. Udbetalinger godkendes af MixBuddy og sendes normalt inden for 3 bankdage.',
        ],
      },
      {
        heading: '4. Aflysning',
        paragraphs: [
          'Aflyser du en betalt booking, får kunden altid hele beløbet tilbage, og du får ingen betaling. Gentagne aflysninger kan føre til, at din profil skjules.',
          `Aflyser kunden, får du den del af beløbet, som kunden ikke får refunderet efter handelsbetingelserne (fx halvdelen ved aflysning ${half}–${full - 1} dage før), fratrukket gebyret.`,
        ],
      },
      {
        heading: '5. Kontakt uden om MixBuddy',
        paragraphs: [
          'Du må ikke opfordre kunder, du har mødt via MixBuddy, til at booke eller betale uden om platformen i 12 måneder efter første kontakt.',
        ],
      },
      {
        heading: '6. Ophør',
        paragraphs: [
          'Du kan lukke din talentprofil, når du ikke har kommende betalte bookinger. MixBuddy kan lukke en profil ved væsentlige brud på vilkårene. Tilgængelig indtjening udbetales også efter ophør.',
        ],
      },
    ],
  },
};

export const legalCopy = { toc: 'Indhold', updated: 'Senest opdateret' };
