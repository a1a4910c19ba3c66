/**
 * All Danish copy of the site, grouped by page and component. Pages and components import from
 * here; nothing user-facing is written inline in the markup.
 */
export const da = {
  meta: {
    siteName: 'MixBuddy',
    defaultTitle: 'MixBuddy — book bartendere, mixologer og kokke',
    defaultDescription:
      'Find og book en bartender, mixolog eller kok til din fest, dit firmaarrangement eller middagen derhjemme. Se menuer, priser pr. gæst og anmeldelser.',
    titleSuffix: ' | MixBuddy',
  },

  layout: {
    skipLink: 'Spring til indhold',
    logoLabel: 'MixBuddy — til forsiden',
    mainNavLabel: 'Hovedmenu',
    accountNavLabel: 'Din konto',
    menuToggle: 'Menu',
    nav: [
      { href: '/soeg', label: 'Find talent' },
      { href: '/mixbuddy-ai', label: 'MixBuddy AI' },
      { href: '/bliv-talent', label: 'Bliv talent' },
      { href: '/vores-historie', label: 'Vores historie' },
    ],
    login: 'Log ind',
    logout: 'Log ud',
    signedInAs: 'Logget ind som',
    roleLinks: {
      customer: [
        { href: '/my-bookings', label: 'Mine bookinger' },
        { href: '/your-messages', label: 'Beskeder' },
        { href: '/favourites', label: 'Favoritter' },
        { href: '/account', label: 'Min konto' },
      ],
      talent: [
        { href: '/dashboard', label: 'Overblik' },
        { href: '/my-menus', label: 'Mine menuer' },
        { href: '/bookings', label: 'Bookinger' },
        { href: '/messages', label: 'Beskeder' },
        { href: '/wallet', label: 'Saldo' },
      ],
      admin: [{ href: '/admin', label: 'Administration' }],
    },
    roleNames: { customer: 'Kunde', talent: 'Talent', admin: 'Administrator' },
    footerNavLabel: 'Information',
    footerTagline: 'Bartendere, mixologer og kokke til dit næste arrangement — i hele Danmark.',
    footerLinks: [
      { href: '/brugsbetingelser', label: 'Brugsbetingelser' },
      { href: '/handelsbetingelser', label: 'Handelsbetingelser' },
      { href: '/talent-vilkaar', label: 'Vilkår for talent' },
      { href: '/privatlivspolitik', label: 'Privatlivspolitik' },
      { href: '/cookiepolitik', label: 'Cookiepolitik' },
      { href: '/tilgaengelighed', label: 'Tilgængelighed' },
      { href: '/support', label: 'Support' },
    ],
    copyright: (year: number) => `© ${year} MixBuddy ApS`,
  },

  categories: {
    cocktails: { label: 'Cocktails', text: 'Klassikere og signaturdrinks' },
    vin: { label: 'Vin', text: 'Vinsmagning og vinmenuer' },
    oel: { label: 'Øl', text: 'Ølsmagning og specialøl' },
    mad: { label: 'Mad', text: 'Kokke, tapas og middage' },
    alkoholfri: { label: 'Alkoholfri', text: 'Mocktails og alkoholfri parring' },
  } as Record<string, { label: string; text: string }>,

  verifiedBadge: { label: 'Verificeret', title: 'Godkendt af MixBuddy' },

  menuCard: {
    perGuest: 'pr. gæst',
    by: 'af',
    guests: (min: number, max: number) => (min === max ? `${min} gæster` : `${min}–${max} gæster`),
    noImage: 'Intet billede',
    rating: (avg: string, count: number) => `★ ${avg} (${count === 1 ? '1 anmeldelse' : `${count} anmeldelser`})`,
  },

  talentCard: {
    seeProfile: 'Se profil',
    tag: 'Talent',
  },

  home: {
    title: 'MixBuddy — book bartendere, mixologer og kokke',
    description:
      'Book en bartender, mixolog eller kok til festen, firmaarrangementet eller middagen derhjemme. Se menuer og priser pr. gæst.',
    heroTitle: 'Bartender, mixolog eller kok — hjem til dig',
    heroLead: 'Find en menu, du har lyst til, send en forespørgsel til talentet og betal sikkert, når de har sagt ja.',
    search: {
      label: 'Søg efter talent og menuer',
      what: 'Hvad',
      whatPlaceholder: 'Fx cocktails til 20 i Aarhus',
      where: 'Hvor',
      wherePlaceholder: 'By, bydel eller postnummer',
      when: 'Hvornår',
      guests: 'Antal gæster',
      submit: 'Søg',
    },
    starsTitle: 'Udvalgt af MixBuddy',
    starsLead: 'Talent og menuer, vi er særligt glade for lige nu.',
    categoriesTitle: 'Udforsk kategorier',
    latestTitle: 'Nyeste menuer',
    latestSeeAll: 'Se alle menuer',
    latestEmpty: 'Der er endnu ingen menuer. Kig forbi igen snart — eller bliv selv talent.',
    howTitle: 'Sådan virker det',
    howSteps: [
      { title: 'Find din menu', text: 'Søg efter sted, dato og antal gæster, og se menuer med pris pr. gæst.' },
      { title: 'Send en forespørgsel', text: 'Fortæl om arrangementet. Talentet svarer, og I kan skrive sammen undervejs.' },
      { title: 'Betal og nyd aftenen', text: 'Når talentet har sagt ja, betaler du sikkert med kort eller MobilePay. Resten klarer de.' },
    ],
    trustTitle: 'Trygt for dig',
    trustRating: (avg: string) => `${avg} ud af 5`,
    trustRatingCount: (count: number) => (count === 1 ? 'baseret på 1 anmeldelse' : `baseret på ${count} anmeldelser`),
    trustNoReviews: 'Anmeldelser',
    trustNoReviewsText: 'Alle anmeldelser kommer fra gennemførte bookinger.',
    trustPayment: 'Sikker betaling med kort eller MobilePay',
    trustPaymentText: 'Du betaler først, når talentet har accepteret din booking.',
    trustDialog: 'Direkte dialog',
    trustDialogText: 'Skriv med talentet før og efter bookingen.',
    talentCtaTitle: 'Er du bartender, mixolog eller kok?',
    talentCtaText: 'Sæt dine menuer på MixBuddy, og få bookinger fra hele landet.',
    talentCtaButton: 'Bliv talent',
  },

  login: {
    title: 'Log ind',
    description: 'Log ind på MixBuddy.',
    heading: 'Log ind',
    lead: 'Velkommen tilbage.',
    email: 'E-mail',
    password: 'Adgangskode',
    submit: 'Log ind',
    missing: 'Udfyld både e-mail og adgangskode',
    signedInNotice: (name: string) => `Du er logget ind som ${name}. Log ind herunder for at skifte konto.`,
    forgot: 'Glemt adgangskode?',
    noAccount: 'Har du ikke en konto?',
    register: 'Opret konto',
  },

  errors: {
    notFoundTitle: 'Siden findes ikke',
    notFoundHeading: 'Siden findes ikke',
    notFoundText: 'Vi kan ikke finde den side, du leder efter. Måske er den flyttet, eller også er adressen stavet forkert.',
    forbiddenTitle: 'Ingen adgang',
    forbiddenHeading: 'Du har ikke adgang til denne side',
    forbiddenText: 'Siden er kun for en anden type konto end den, du er logget ind med.',
    forbiddenSwitch: 'Log ud og log ind med en anden konto',
    serverTitle: 'Der opstod en fejl',
    // The two English headings stay in English on purpose, so operators recognise them
    // (docs/ARCHITECTURE.md, "Error and forbidden screens").
    serverHeading: 'Application error: a server-side exception has occurred',
    serverLogs: 'see the server logs for more information',
    clientHeading: 'Application error: a client-side exception has occurred',
    clientConsole: 'see the browser console for more information',
    serverExplanation:
      'Der opstod en fejl på serveren, så siden kunne ikke vises. Prøv igen om lidt. Hvis fejlen bliver ved, så kontakt support og oplys fejlkoden herunder.',
    clientExplanation: 'Der opstod en fejl i din browser, så siden kunne ikke vises korrekt. Prøv at genindlæse siden.',
    digest: 'Digest',
    home: 'Gå til forsiden',
    reload: 'Genindlæs siden',
    support: 'Kontakt support',
  },
} as const;
