/**
 * Danish copy of the talent workspace: dashboard, setup steps, settings, menus, calendar, help.
 * Validation messages come from the domain (cms/domain/talent) and are Danish there.
 */
import { dac7Copy } from './dac7';
import { rules } from '../../../cms/copy/rules';

/** The enforced rules the help centre quotes (read from cms/domain, so text and code agree). */
export type HelpRules = {
  commissionPercent: number;
  respondHours: number;
  payHours: number;
  complaintHours: number;
  fullRefundDays: number;
  halfRefundDays: number;
  minimumPayoff: string;
  maxImageMb: number;
  minImagePx: number;
  maxImagePx: number;
};

export const talentCopy = {
  nav: {
    label: 'Talentmenu',
    items: [
      { href: '/dashboard', label: 'Overblik' },
      { href: '/my-menus', label: 'Mine menuer' },
      { href: '/bookings', label: 'Bookinger' },
      { href: '/settings/booking-calendar', label: 'Kalender' },
      { href: '/wallet', label: 'Saldo' },
      { href: '/settings', label: 'Indstillinger' },
      { href: '/help', label: 'Hjælp' },
    ],
  },

  common: {
    save: 'Gem',
    saved: 'Dine ændringer er gemt.',
    saveAndContinue: 'Gem og fortsæt',
    continue: 'Fortsæt',
    back: 'Tilbage til overblikket',
    optional: '(valgfrit)',
    remove: 'Fjern',
    formError: 'Der er fejl i formularen. Ret de markerede felter og prøv igen.',
  },

  dashboard: {
    title: 'Overblik',
    greeting: (name: string) => `Hej ${name}`,
    setupTitle: 'Kom i gang',
    setupLead: 'Udfyld de fire trin, så kan du udgive dine menuer og modtage bookinger.',
    setupProgress: (done: number, total: number) => `${done} af ${total} trin er færdige`,
    stepDone: 'Færdig',
    stepTodo: 'Mangler',
    setupComplete: 'Din profil er sat op. Du kan udgive menuer og modtage bookinger.',
    inactive: 'Din konto er ikke aktiveret endnu. Aktivér den via linket i den e-mail, vi har sendt dig, før du kan udgive menuer.',
    upcomingTitle: 'Kommende bookinger',
    upcomingEmpty: 'Du har ingen kommende bookinger.',
    requestsTitle: 'Forespørgsler, der venter på dit svar',
    requestsEmpty: 'Ingen forespørgsler venter på dit svar.',
    answerWithin: (left: string) => `Svar inden for ${left}`,
    guests: (n: number) => (n === 1 ? '1 gæst' : `${n} gæster`),
    earnedTitle: 'Optjent denne måned',
    earnedHint: 'Dit honorar for gennemførte arrangementer i denne måned.',
    pendingHint: (amount: string) => `${amount} afventer arrangementer, der er betalt, men ikke afholdt endnu.`,
    responseRateTitle: 'Svarprocent',
    responseRateHint: 'Andel af forespørgsler, du har svaret på, før de udløb.',
    responseRateNone: 'Endnu ingen forespørgsler',
    seeBookings: 'Se alle bookinger',
    seeWallet: 'Se din saldo',
    menusTitle: 'Dine menuer',
    newMenu: 'Opret ny menu',
    myMenus: 'Gå til mine menuer',
  },

  steps: {
    personalInfo: {
      title: 'Personlige oplysninger',
      lead: 'Dine kontaktoplysninger. Kun du og MixBuddy kan se din adresse og dit CVR-nummer.',
    },
    presentation: {
      title: 'Profilpræsentation',
      lead: 'Det, kunderne ser på din profil: billede, overskrift, din historie og dine specialer.',
    },
    locations: {
      title: 'Områder',
      lead: 'Hvor du tager ud: et postnummer, en by eller en bydel og hvor langt du vil køre derfra — eller en hel kommune eller region.',
    },
    bank: {
      title: 'Bankoplysninger',
      lead: 'Den konto, dine udbetalinger går til. Vi viser kun de sidste to cifre af kontonummeret.',
    },
    terms: {
      title: 'Talentvilkår',
      lead: 'Sidste trin: læs vilkårene for talent på MixBuddy og acceptér dem. Din første menu bliver gennemgået af MixBuddy, før den bliver offentlig.',
      read: 'Læs talentvilkårene',
      accept: 'Jeg har læst og accepterer talentvilkårene',
      acceptedOn: (date: string, version: string) => `Du accepterede talentvilkårene ${date} (version ${version}).`,
      newVersion: 'Talentvilkårene er opdateret. Acceptér den nye version for at kunne udgive menuer.',
      submit: 'Acceptér og fortsæt',
    },
    stepOf: (n: number, total: number) => `Trin ${n} af ${total}`,
  },

  forms: {
    name: 'Fulde navn',
    phone: 'Telefonnummer',
    address: 'Adresse',
    addressHint: 'Vej, nummer, postnummer og by',
    city: 'By',
    cvr: 'CVR-nummer',
    cvrHint: 'Kun hvis du driver virksomhed',
    displayName: 'Visningsnavn',
    displayNameHint: 'Navnet kunderne ser',
    headline: 'Overskrift',
    headlineHint: 'Én sætning om dig, fx »Mixolog med ti års erfaring«',
    presentation: 'Din historie',
    presentationHint: 'Mindst 50 tegn',
    specialities: 'Specialer',
    specialitiesHint: 'Adskil med komma, fx »Klassiske cocktails, bryllupper«',
    photo: 'Profilbillede',
    photoHint: 'JPG, PNG, WebP eller HEIC, højst 10 MB. Vi beskærer ikke billedet.',
    currentPhoto: 'Dit nuværende billede',
    region: 'Region',
    chooseRegion: 'Vælg region',
    postcode: 'Postnummer',
    travelKm: 'Kørsel (km)',
    addLocation: 'Tilføj område',
    yourLocations: 'Dine områder',
    noLocations: 'Du har ikke tilføjet nogen områder endnu.',
    travelUpTo: (km: number) => `op til ${km} km`,
    place: 'Postnummer eller by',
    placeHint: 'Fx 2100, Hellerup, Nørrebro eller Gentofte Kommune',
    wholeMunicipality: (name: string) => `hele ${name} Kommune`,
    wholeMunicipalityChoice: 'Hele kommunen, uanset afstand',
    orWholeRegion: 'Eller: en hel region (uden sted)',
    noWholeRegion: 'Ingen — brug stedet ovenfor',
    registrationNumber: 'Reg.nr.',
    registrationNumberHint: '4 cifre',
    accountNumber: 'Kontonummer',
    accountNumberHint: 'Op til 10 cifre',
    currentAccount: 'Nuværende konto',
    replaceAccount: 'Skift konto',
  },

  settings: {
    title: 'Indstillinger',
    lead: 'Ret dine oplysninger, din profil, dine områder, din kalender og din udbetalingskonto.',
    links: [
      { href: '/settings/my-profile', label: 'Min profil', text: 'Personlige oplysninger og profilpræsentation' },
      { href: '/settings/locations', label: 'Områder', text: 'Hvor du tager ud, og hvor langt du kører' },
      { href: '/settings/booking-calendar', label: 'Bookingkalender', text: 'Ugentlige tider og blokerede datoer' },
      { href: '/settings/payment-information', label: 'Udbetaling', text: 'Bankkonto til dine udbetalinger' },
      dac7Copy.settingsLink,
      { href: '/settings/account', label: 'Konto', text: 'E-mail og kontooplysninger' },
      { href: '/settings/account/change-password', label: 'Skift adgangskode', text: 'Vælg en ny adgangskode' },
    ],
    myProfileTitle: 'Min profil',
    locationsTitle: 'Områder',
    paymentTitle: 'Udbetaling',
    backToSettings: 'Tilbage til indstillinger',
  },

  calendar: {
    title: 'Bookingkalender',
    lead: 'Kunderne kan kun booke dig inden for dine ugentlige tider og aldrig på en blokeret dato.',
    weeklyTitle: 'Ugentlige tider',
    weeklyLead: 'Sæt flueben ved de dage, du tager imod bookinger, og vælg tidsrummet. Har du ingen tider, kan kunderne booke alle dage.',
    weekdays: ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'],
    from: 'Fra',
    to: 'Til',
    available: 'Ledig',
    saveWeekly: 'Gem ugentlige tider',
    blockedTitle: 'Blokerede datoer',
    blockedLead: 'Dage, hvor du ikke kan tage imod bookinger — ferie, familiefest eller andet.',
    blockedEmpty: 'Du har ingen blokerede datoer.',
    date: 'Dato',
    note: 'Note',
    notePlaceholder: 'Fx ferie',
    block: 'Bloker dato',
    unblock: 'Fjern blokering',
    monthTitle: 'Måned',
    previousMonth: 'Forrige måned',
    nextMonth: 'Næste måned',
    legendBlocked: 'Blokeret',
    legendBusy: 'Optaget (booket)',
    legendBooking: 'Booking',
    legendUnavailable: 'Ingen ugentlige tider',
    bookingsTitle: 'Dine kommende bookinger',
    bookingsEmpty: 'Ingen kommende bookinger.',
    statusLabels: { requested: 'Forespørgsel', accepted: 'Accepteret', paid: 'Betalt' } as Record<string, string>,
  },

  /** The calendar links on /settings/booking-calendar (CalendarLinks.astro): the iCal feed and an external calendar. */
  calendarLinks: {
    feedTitle: 'Dine bookinger i din egen kalender',
    feedLead:
      'Abonnér på dine forespørgsler og bekræftede bookinger i Google Kalender, Outlook eller iPhone-kalenderen. Kalenderen opdateres af sig selv (typisk inden for et par timer).',
    feedNone: 'Du har ikke lavet en kalender-adresse endnu.',
    feedUrlLabel: 'Din private kalender-adresse (iCal)',
    feedSecret: 'Adressen er hemmelig: alle, der kender den, kan se dine bookinger. Del den ikke.',
    feedCreate: 'Lav kalender-adresse',
    feedRenew: 'Lav en ny adresse',
    feedRenewHelp: 'Den gamle adresse holder op med at virke med det samme.',
    feedRevoke: 'Stop kalender-adressen',
    howTo: 'Sådan tilføjer du den',
    google:
      'Google Kalender: Åbn calendar.google.com på en computer → »Andre kalendere« → »+« → »Fra webadresse« → indsæt adressen → »Tilføj kalender«.',
    outlook: 'Outlook: Åbn Outlook på nettet → »Tilføj kalender« → »Abonner fra nettet« → indsæt adressen → »Importér«.',
    icloud:
      'iPhone og iCloud: Indstillinger → Kalender → Konti → Tilføj konto → Andet → »Tilføj abonneret kalender« → indsæt adressen → Næste → Gem.',
    externalTitle: 'Din egen kalender blokerer dage',
    externalLead:
      'Indsæt iCal-adressen på din Google-, Outlook- eller iCloud-kalender. De dage, hvor du er optaget dér, kan kunderne ikke booke dig. Vi henter kalenderen hver halve time og lige efter, du har gemt.',
    externalUrlLabel: 'Adresse på din kalender (iCal, begynder med https://)',
    externalUrlHelp:
      'Google: Indstillinger for kalenderen → »Hemmelig adresse i iCal-format«. Outlook: Indstillinger → Delte kalendere → Udgiv en kalender → ICS-link. iCloud: Del kalender → Offentlig kalender → kopiér linket.',
    externalSave: 'Gem kalender',
    externalRemove: 'Fjern kalender',
    externalRefresh: 'Hent nu',
    externalNone: 'Du har ikke tilføjet en kalender.',
    externalWaiting: 'Kalenderen hentes om lidt. Genindlæs siden om et øjeblik.',
    externalSynced: (when: string) => `Senest hentet ${when}.`,
    externalError: (error: string, when: string) => `Vi kunne ikke hente din kalender (${when}): ${error}`,
    externalKept: (when: string) => `Vi bruger de optagede dage fra sidste gang, det lykkedes (${when}).`,
    externalNeverOk: 'Ingen dage fra kalenderen blokerer endnu.',
    externalBusy: 'Næste optagede dage fra din kalender',
    externalBusyNone: 'Ingen optagede dage i kalenderen.',
    done: {
      'feed-new': 'Din kalender-adresse er klar. En tidligere adresse virker ikke længere.',
      'feed-revoke': 'Kalender-adressen er stoppet.',
      'external-save': 'Kalenderen er gemt. Vi henter den nu.',
      'external-remove': 'Kalenderen er fjernet.',
      'external-refresh': 'Vi henter kalenderen nu.',
    } as Record<string, string>,
  },

  vetting: {
    pendingTitle: 'Afventer godkendelse.',
    pending:
      'MixBuddy gennemgår din profil og din første menu. Dine udgivne menuer bliver offentlige, så snart du er godkendt — du får besked på e-mail.',
    rejectedTitle: 'Ikke godkendt endnu.',
    rejected: 'Ret det, vi nævner herunder, og udgiv din menu igen — så gennemgår vi den på ny.',
    reason: 'Begrundelse',
    approved: 'Din profil er godkendt af MixBuddy. Nye menuer bliver offentlige, når du udgiver dem.',
    none: 'Når du udgiver din første menu, gennemgår MixBuddy din profil, før den bliver offentlig.',
  },

  menus: {
    title: 'Mine menuer',
    lead: 'Dine menuer med status, visninger og bookinger.',
    newMenu: 'Opret ny menu',
    empty: 'Du har ingen menuer endnu.',
    columns: { menu: 'Menu', status: 'Status', price: 'Pris pr. gæst', views: 'Visninger', bookings: 'Bookinger', actions: 'Handlinger' },
    statusLabels: { draft: 'Kladde', pending: 'Afventer godkendelse', published: 'Udgivet', archived: 'Arkiveret' } as Record<
      string,
      string
    >,
    edit: 'Rediger',
    view: 'Se som kunde',
    duplicate: 'Dupliker',
    archive: 'Arkiver',
    duplicated: 'Menuen er kopieret som kladde.',
    archived: 'Menuen er arkiveret og vises ikke længere for kunderne.',
    publishBlocked: 'Du kan først udgive menuer, når din opsætning er færdig.',
  },

  editor: {
    newTitle: 'Ny menu',
    editTitle: 'Rediger menu',
    notFound: 'Menuen findes ikke.',
    loading: 'Editoren indlæses …',
    noScript: 'Menueditoren kræver JavaScript. Slå JavaScript til i din browser for at oprette og rette menuer.',
    basics: 'Om menuen',
    title: 'Titel',
    description: 'Beskrivelse',
    category: 'Kategori',
    items: 'Drinks eller retter',
    itemsLead: 'I den rækkefølge gæsterne får dem.',
    itemName: 'Navn',
    itemDescription: 'Beskrivelse',
    addItem: 'Tilføj punkt',
    moveUp: 'Flyt op',
    moveDown: 'Flyt ned',
    removeItem: 'Fjern punkt',
    itemLabel: (n: number) => `Punkt ${n}`,
    /** Read out by the list's live region after a move. */
    itemMoved: (name: string, position: number, count: number) => `${name} er flyttet til plads ${position} af ${count}.`,
    priceAndGuests: 'Pris og gæster',
    price: 'Pris pr. gæst (kr.)',
    priceHint: `Du får ${rules.talentShare} — MixBuddy tager ${rules.commission} i kommission.`,
    minGuests: 'Mindst antal gæster',
    maxGuests: 'Højst antal gæster',
    duration: 'Varighed (minutter)',
    containsAlcohol: 'Menuen indeholder alkohol',
    instantBooking: 'Book med det samme: en forespørgsel på en ledig dag accepteres straks, og kunden betaler med det samme',
    allergens: 'Allergener',
    allergensHint: 'Fx nødder, æg, gluten',
    images: 'Billeder',
    imagesLead: 'Det første billede er forsidebilledet. JPG, PNG, WebP eller HEIC, højst 10 MB pr. billede.',
    upload: 'Upload billeder',
    uploading: 'Uploader …',
    imageAlt: (n: number) => `Billede ${n}`,
    makeCover: 'Brug som forside',
    removeImage: 'Fjern billede',
    status: 'Status',
    statusOptions: [
      { value: 'draft', label: 'Kladde — kun du kan se den' },
      { value: 'published', label: 'Udgivet — kunderne kan finde og booke den' },
      { value: 'archived', label: 'Arkiveret — skjult for kunderne' },
    ],
    save: 'Gem menu',
    saving: 'Gemmer …',
    saved: 'Menuen er gemt.',
    savedPublished: 'Menuen er gemt og udgivet.',
    savedPending:
      'Menuen er gemt og sendt til godkendelse. Den bliver offentlig, så snart MixBuddy har godkendt din profil — du får besked på e-mail.',
    failed: 'Menuen blev ikke gemt. Ret fejlene herunder — dine ændringer er ikke tabt.',
    networkError: 'Vi kunne ikke nå serveren. Dine ændringer er ikke tabt — prøv igen.',
    finishStep: 'Gør opsætningen færdig',
    onboardingMissing: 'Du kan gemme menuen som kladde nu og udgive den, når din opsætning er færdig. Mangler:',
    preview: 'Forhåndsvisning',
    previewLead: 'Sådan ser kunderne din menu.',
    perGuest: 'pr. gæst',
    guests: (min: number, max: number) => (min === max ? `${min} gæster` : `${min}–${max} gæster`),
    hours: (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} timer` : `${Math.floor(minutes / 60)} t ${minutes % 60} min`),
    alcoholFree: 'Alkoholfri',
    withAlcohol: 'Med alkohol',
    seePublic: 'Se menuen som kunde',
    backToMenus: 'Tilbage til mine menuer',
  },

  help: {
    title: 'Hjælp til talent',
    lead: 'Sådan fungerer bookinger, betaling, kommission og udbetalinger på MixBuddy. Reglerne herunder er dem, systemet håndhæver.',
    contact: 'Fandt du ikke svaret? Skriv til os via supportsiden.',
    contactLink: 'Gå til support',
    sections: (r: HelpRules) => [
      {
        title: 'Kom i gang',
        items: [
          {
            q: 'Hvornår kan jeg udgive en menu?',
            a: 'Når du har udfyldt alle fire trin i opsætningen — personlige oplysninger, profilpræsentation, områder og bankoplysninger — og har aktiveret din konto via linket i velkomstmailen. Indtil da kan du gemme menuer som kladder. Editoren fortæller, hvilket trin der mangler, og linker til det.',
          },
          {
            q: 'Hvilke billeder kan jeg uploade?',
            a: `JPG, PNG, WebP, AVIF og HEIC på højst ${r.maxImageMb} MB og mindst ${r.minImagePx} × ${r.minImagePx} pixel. Vi gemmer en kopi, der er højst ${r.maxImagePx} pixel bred eller høj, og fjerner billedets metadata (fx GPS-position).`,
          },
          {
            q: 'Hvordan angiver jeg prisen?',
            a: 'Du skriver prisen pr. gæst i kroner (fx 249,50). Kunden betaler prisen pr. gæst gange antal gæster, og antallet skal ligge mellem menuens mindste og højeste antal gæster.',
          },
        ],
      },
      {
        title: 'Bookinger',
        items: [
          {
            q: 'Hvor lang tid har jeg til at svare på en forespørgsel?',
            a: `Du skal acceptere eller afvise inden for ${r.respondHours} timer — dog senest når arrangementet begynder. Svarer du ikke i tide, udløber forespørgslen automatisk, og det tæller med i din svarprocent.`,
          },
          {
            q: 'Hvornår betaler kunden?',
            a: `Når du har accepteret, har kunden ${r.payHours} timer til at betale med kort eller MobilePay (dog senest når arrangementet begynder). Betaler kunden ikke, udløber bookingen. Først når kunden har betalt, er bookingen bekræftet.`,
          },
          {
            q: 'Kan en kunde booke mig, når jeg ikke kan?',
            a: 'Nej. Kunder kan ikke booke dig på en dato, du har blokeret i din bookingkalender, og hvis du har ugentlige tider, kun når arrangementet starter inden for dem. Du kan heller aldrig have to bekræftede bookinger, der overlapper.',
          },
          {
            q: 'Hvad sker der, hvis kunden annullerer?',
            a: `Annullerer kunden mindst ${r.fullRefundDays} dage før arrangementet, får kunden hele beløbet tilbage. Annullerer kunden ${r.halfRefundDays}–${r.fullRefundDays - 1} dage før, får kunden halvdelen tilbage, og du beholder din andel af resten. Annullerer kunden senere end ${r.halfRefundDays} dage før, refunderes intet, og du får dit fulde honorar.`,
          },
          {
            q: 'Hvad sker der, hvis jeg annullerer?',
            a: 'Annullerer du en betalt booking, får kunden altid hele beløbet tilbage, og du får intet honorar for bookingen. Et arrangement, der er begyndt, kan ikke annulleres.',
          },
        ],
      },
      {
        title: 'Betaling og kommission',
        items: [
          {
            q: 'Hvor meget tager MixBuddy?',
            a: `MixBuddy tager ${r.commissionPercent} % i kommission af bookingens samlede beløb. Du får resten — ${100 - r.commissionPercent} %. Beløbene beregnes i hele øre og fastfryses på bookingen, når kunden sender forespørgslen.`,
          },
          {
            q: 'Hvornår kan jeg få mine penge?',
            a: `Når kunden har betalt, står dit honorar som »afventer« i din wallet. Efter arrangementet bliver bookingen markeret som gennemført, og når kundens klagefrist på ${r.complaintHours} timer er udløbet, flyttes honoraret til din tilgængelige saldo.`,
          },
        ],
      },
      {
        title: 'Udbetalinger',
        items: [
          {
            q: 'Hvordan får jeg udbetalt?',
            a: `Du anmoder om en udbetaling under Saldo og udbetalinger. Beløbet skal være mindst ${r.minimumPayoff}, og du kan aldrig få udbetalt mere end din tilgængelige saldo (minus udbetalinger, der allerede er anmodet om). MixBuddy godkender anmodningen og overfører pengene til den bankkonto, du har angivet.`,
          },
          {
            q: 'Hvordan skifter jeg bankkonto?',
            a: 'Under Indstillinger → Udbetaling. Reg.nr. skal være 4 cifre og kontonummeret højst 10 cifre. Af sikkerhedshensyn viser vi kun de sidste to cifre af kontonummeret.',
          },
        ],
      },
    ],
  },
} as const;

/** "1 d 3 t", "4 t 20 min", "12 min" — time left until `until`. */
export function timeLeftText(until: Date, now = new Date()) {
  const minutes = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} t`;
  if (hours > 0) return `${hours} t ${minutes % 60} min`;
  return `${minutes} min`;
}
