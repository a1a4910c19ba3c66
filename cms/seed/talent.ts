// The demo talent: profiles, the areas they serve, bank accounts and calendars, as plain data.

export type Region = 'hovedstaden' | 'sjaelland' | 'syddanmark' | 'midtjylland' | 'nordjylland';

/** A day relative to the current week: `week` 0 is this week, `weekday` 1 = Monday … 7 = Sunday. */
export type RelativeDay = { week: number; weekday: number };

export type TalentSeed = {
  key: string;
  name: string;
  email: string;
  phone: string;
  displayName: string;
  headline: string;
  presentation: string;
  specialities: string;
  /** Public path of the portrait in site/public. */
  photo: string;
  city: string;
  address: string;
  cvr: string;
  /** Joined months ago (false: a newcomer of three weeks). Every demo talent is approved (vetting). */
  established: boolean;
  locations: { region: Region; city: string; postcode: string; travelKm: number; municipality?: string }[];
  bank: { registrationNumber: string; accountNumber: string };
  /** Weekly hours: [weekday, from, to]. */
  weekly: [number, string, string][];
  blocked: (RelativeDay & { note: string })[];
};

const photo = (n: number) => `/images/demo/talent-${String(n).padStart(2, '0')}.svg`;

const evenings: [number, string, string][] = [
  [4, '16:00', '23:59'],
  [5, '15:00', '23:59'],
  [6, '12:00', '23:59'],
];

/** The first entry is the demo talent (talent@mixbuddy.dk). */
export const talents: TalentSeed[] = [
  {
    key: 'jonas',
    name: 'Jonas Holm',
    email: 'talent@mixbuddy.dk',
    phone: '+45 20 11 22 33',
    displayName: 'Jonas Holm',
    headline: 'Mixolog med ti års erfaring fra Københavns cocktailbarer',
    presentation:
      'Jeg har stået bag baren på nogle af Københavns bedste cocktailbarer og tager nu baren med hjem til dig. ' +
      'Jeg medbringer alt fra is og glas til hjemmelavede sirupper, så du kan nyde festen sammen med dine gæster. ' +
      'Mine menuer tager udgangspunkt i klassikerne, men jeg tilpasser dem gerne til sæsonen og anledningen.',
    specialities: 'Klassiske cocktails, sæsonens råvarer, bryllupper, firmafester',
    photo: photo(1),
    city: 'København',
    address: 'Østerbrogade 84, 3. th., 2100 København Ø',
    cvr: '39284716',
    established: true,
    locations: [
      { region: 'hovedstaden', city: 'København Ø', postcode: '2100', travelKm: 30 },
      { region: 'hovedstaden', city: 'Frederiksberg', postcode: '2000', travelKm: 15 },
      { region: 'sjaelland', city: 'Roskilde', postcode: '4000', travelKm: 15 },
    ],
    bank: { registrationNumber: '3409', accountNumber: '0012345678' },
    weekly: [...evenings, [7, '12:00', '20:00']],
    blocked: [
      { week: 3, weekday: 6, note: 'Familiefest' },
      { week: 5, weekday: 5, note: 'Ferie' },
    ],
  },
  {
    key: 'sofie',
    name: 'Sofie Lind',
    email: 'sofie.lind@demo.mixbuddy.dk',
    phone: '+45 23 45 12 90',
    displayName: 'Sofie Lind',
    headline: 'Sommelier, der gør vinsmagning hyggelig og ligetil',
    presentation:
      'Jeg er uddannet sommelier og har arbejdet med vin i mere end otte år, senest på en gourmetrestaurant i Aarhus. ' +
      'Til jeres vinsmagning fortæller jeg om druer, egne og producenter uden at gøre det højtideligt. ' +
      'Jeg sammensætter gerne vinene, så de passer til jeres mad.',
    specialities: 'Naturvin, champagne, vin og mad, vinsmagninger',
    photo: photo(2),
    city: 'Aarhus',
    address: 'Jægergårdsgade 41, 1. tv., 8000 Aarhus C',
    cvr: '41827365',
    established: true,
    locations: [
      { region: 'midtjylland', city: 'Aarhus C', postcode: '8000', travelKm: 40 },
      { region: 'midtjylland', city: 'Silkeborg', postcode: '8600', travelKm: 20 },
    ],
    bank: { registrationNumber: '7780', accountNumber: '1100456789' },
    weekly: [
      [3, '17:00', '23:00'],
      [4, '17:00', '23:00'],
      [5, '16:00', '23:59'],
      [6, '14:00', '23:59'],
    ],
    blocked: [{ week: 2, weekday: 6, note: 'Vinmesse i Bordeaux' }],
  },
  {
    key: 'mads',
    name: 'Mads Kjær',
    email: 'mads.kjaer@demo.mixbuddy.dk',
    phone: '+45 27 89 01 23',
    displayName: 'Mads Kjær',
    headline: 'Ølsommelier med passion for nordjysk håndbryg',
    presentation:
      'Jeg har brygget øl i ti år og er uddannet ølsommelier. ' +
      'Til en ølsmagning tager jeg jer med rundt i stilarterne – fra friske pilsnere til mørke stouts – og fortæller historierne bag bryggerierne. ' +
      'Jeg har både fadøl og specialøl med, og alt er klar, når gæsterne kommer.',
    specialities: 'Ølsmagning, fadøl, lokale bryggerier, øl og mad',
    photo: photo(3),
    city: 'Aalborg',
    address: 'Vesterbro 62, 2. sal, 9000 Aalborg',
    cvr: '38172645',
    established: true,
    locations: [
      { region: 'nordjylland', city: 'Aalborg', postcode: '9000', travelKm: 50 },
      { region: 'nordjylland', city: 'Hjørring', postcode: '9800', travelKm: 25 },
    ],
    bank: { registrationNumber: '9070', accountNumber: '1234509876' },
    weekly: evenings,
    blocked: [{ week: 4, weekday: 6, note: 'Bryggerifestival' }],
  },
  {
    key: 'amalie',
    name: 'Amalie Nørgaard',
    email: 'amalie.norgaard@demo.mixbuddy.dk',
    phone: '+45 60 12 78 34',
    displayName: 'Amalie Nørgaard',
    headline: 'Privatkok, der laver festmad af fynske råvarer',
    presentation:
      'Jeg er uddannet kok og har arbejdet på restauranter i både København og Odense, før jeg startede som privatkok. ' +
      'Jeg laver maden fra bunden i jeres køkken og bruger så vidt muligt økologiske råvarer fra Fyn. ' +
      'I skal bare dække bord – jeg tager mig af resten, også opvasken.',
    specialities: 'Festmenuer, økologi, vegetarisk mad, fynske råvarer',
    photo: photo(4),
    city: 'Odense',
    address: 'Vestergade 71, 5000 Odense C',
    cvr: '40561928',
    established: true,
    locations: [
      { region: 'syddanmark', city: 'Odense C', postcode: '5000', travelKm: 40 },
      { region: 'syddanmark', city: 'Svendborg', postcode: '5700', travelKm: 20 },
    ],
    bank: { registrationNumber: '0400', accountNumber: '4012398765' },
    weekly: [
      [5, '12:00', '23:59'],
      [6, '10:00', '23:59'],
      [7, '10:00', '18:00'],
    ],
    blocked: [{ week: 2, weekday: 5, note: 'Kursus' }],
  },
  {
    key: 'frederik',
    name: 'Frederik Dahl',
    email: 'frederik.dahl@demo.mixbuddy.dk',
    phone: '+45 42 33 19 80',
    displayName: 'Frederik Dahl',
    headline: 'Bartender med mobilbar til fester i Trekantområdet',
    presentation:
      'Jeg har kørt mobilbar i Trekantområdet siden 2018 og har lavet drinks til alt fra bryllupper til store firmafester. ' +
      'Baren er bygget i egetræ og kan stilles op både inde og ude. ' +
      'Jeg sørger for en god stemning bag baren og for, at ingen gæst står længe i kø.',
    specialities: 'Mobilbar, store fester, gin og tonic, firmaarrangementer',
    photo: photo(5),
    city: 'Vejle',
    address: 'Nørregade 12, 7100 Vejle',
    cvr: '37719254',
    established: true,
    locations: [
      { region: 'syddanmark', city: 'Vejle', postcode: '7100', travelKm: 30 },
      { region: 'syddanmark', city: 'Kolding', postcode: '6000', travelKm: 20 },
      { region: 'syddanmark', city: 'Fredericia', postcode: '7000', travelKm: 20 },
    ],
    bank: { registrationNumber: '6695', accountNumber: '2001887766' },
    weekly: [...evenings, [7, '12:00', '18:00']],
    blocked: [{ week: 3, weekday: 5, note: 'Privat arrangement' }],
  },
  {
    key: 'ida',
    name: 'Ida Bech',
    email: 'ida.bech@demo.mixbuddy.dk',
    phone: '+45 30 67 45 12',
    displayName: 'Ida Bech',
    headline: 'Alkoholfri drinks med samme omhu som de klassiske',
    presentation:
      'Jeg har specialiseret mig i alkoholfri drinks, fordi alle gæster fortjener noget godt i glasset. ' +
      'Jeg laver mine egne shrubs, kombuchaer og sirupper og bygger drinks, der smager af noget – ikke bare af saft. ' +
      'Mine menuer er populære til barnedåb, konfirmationer og firmaarrangementer.',
    specialities: 'Mocktails, kombucha, konfirmationer, firmaarrangementer',
    photo: photo(6),
    city: 'København',
    address: 'Jægersborggade 19, st., 2200 København N',
    cvr: '42015873',
    established: true,
    locations: [
      { region: 'hovedstaden', city: 'København N', postcode: '2200', travelKm: 25 },
      { region: 'hovedstaden', city: 'Kongens Lyngby', postcode: '2800', travelKm: 15 },
      { region: 'hovedstaden', city: 'Gentofte Kommune', postcode: '', travelKm: 0, municipality: 'Gentofte' },
    ],
    bank: { registrationNumber: '2191', accountNumber: '6278901234' },
    weekly: [
      [1, '09:00', '17:00'],
      [2, '09:00', '17:00'],
      [3, '09:00', '17:00'],
      [6, '10:00', '22:00'],
      [7, '10:00', '18:00'],
    ],
    blocked: [{ week: 2, weekday: 7, note: 'Ferie' }],
  },
  {
    key: 'emil',
    name: 'Emil Søndergaard',
    email: 'emil.sondergaard@demo.mixbuddy.dk',
    phone: '+45 51 90 22 46',
    displayName: 'Emil Søndergaard',
    headline: 'Grillmester fra Vestkysten – mad over åben ild',
    presentation:
      'Jeg laver mad over åben ild og har min egen store grill på trailer med til festen. ' +
      'Kødet kommer fra lokale landmænd i Sydvestjylland og grøntsagerne fra gårdbutikker i området. ' +
      'Mine menuer passer perfekt til sommerfester, polterabender og store fødselsdage i haven.',
    specialities: 'Grill, åben ild, lokale råvarer, store selskaber',
    photo: photo(7),
    city: 'Esbjerg',
    address: 'Kongensgade 98, 6700 Esbjerg',
    cvr: '39901277',
    established: true,
    locations: [
      { region: 'syddanmark', city: 'Esbjerg', postcode: '6700', travelKm: 50 },
      { region: 'syddanmark', city: 'Ribe', postcode: '6760', travelKm: 20 },
    ],
    bank: { registrationNumber: '7040', accountNumber: '9087123456' },
    weekly: [
      [5, '12:00', '23:00'],
      [6, '11:00', '23:00'],
      [7, '11:00', '19:00'],
    ],
    blocked: [{ week: 1, weekday: 7, note: 'Service af grillen' }],
  },
  {
    key: 'laura',
    name: 'Laura Friis',
    email: 'laura.friis@demo.mixbuddy.dk',
    phone: '+45 26 58 71 03',
    displayName: 'Laura Friis',
    headline: 'Vin og cocktails til fester på hele Sjælland',
    presentation:
      'Jeg er uddannet tjener og har siden arbejdet som både bartender og vinansvarlig. ' +
      'Jeg kombinerer gerne en velkomstcocktail med vin til maden, så I kun skal have én person til alle drikkevarerne. ' +
      'Jeg bor i Roskilde og kører gerne ud på hele Sjælland.',
    specialities: 'Vin til maden, spritz, bryllupper, sommerfester',
    photo: photo(8),
    city: 'Roskilde',
    address: 'Algade 33, 4000 Roskilde',
    cvr: '40338812',
    established: true,
    locations: [
      { region: 'sjaelland', city: 'Roskilde', postcode: '4000', travelKm: 40 },
      { region: 'sjaelland', city: 'Køge', postcode: '4600', travelKm: 20 },
      { region: 'sjaelland', city: 'Holbæk', postcode: '4300', travelKm: 20 },
    ],
    bank: { registrationNumber: '1551', accountNumber: '3456789012' },
    weekly: evenings,
    blocked: [{ week: 4, weekday: 5, note: 'Bryllup i familien' }],
  },
  {
    key: 'oliver',
    name: 'Oliver Vestergaard',
    email: 'oliver.vestergaard@demo.mixbuddy.dk',
    phone: '+45 31 76 54 98',
    displayName: 'Oliver Vestergaard',
    headline: 'Flairbartender, der giver festen et show',
    presentation:
      'Jeg har deltaget i flairkonkurrencer i hele Europa og har to gange vundet DM i flairbartending. ' +
      'Ved jeres arrangement får I både gode drinks og et show, som gæsterne taler om længe efter. ' +
      'Jeg tilpasser gerne showet, så det passer til rummet og stemningen.',
    specialities: 'Flairshow, festdrinks, studenterfester, firmafester',
    photo: photo(9),
    city: 'Aarhus',
    address: 'Mejlgade 50, 8000 Aarhus C',
    cvr: '38845120',
    established: true,
    locations: [
      { region: 'midtjylland', city: 'Aarhus C', postcode: '8000', travelKm: 40 },
      { region: 'midtjylland', city: 'Randers C', postcode: '8900', travelKm: 20 },
      { region: 'midtjylland', city: 'Horsens', postcode: '8700', travelKm: 20 },
    ],
    bank: { registrationNumber: '7244', accountNumber: '1029384756' },
    weekly: [
      [5, '18:00', '23:59'],
      [6, '16:00', '23:59'],
    ],
    blocked: [{ week: 3, weekday: 6, note: 'Konkurrence i Berlin' }],
  },
  {
    key: 'nanna',
    name: 'Nanna Skov',
    email: 'nanna.skov@demo.mixbuddy.dk',
    phone: '+45 22 81 37 65',
    displayName: 'Nanna Skov',
    headline: 'Nordisk mad med sæsonens råvarer fra Sydsjælland',
    presentation:
      'Jeg laver nordisk mad med fokus på sæsonen og dyrker selv mange af grøntsagerne i min køkkenhave uden for Næstved. ' +
      'Menuerne skifter med årstiderne, og jeg fortæller gerne om råvarerne, når retterne bliver serveret. ' +
      'Jeg har mange års erfaring med middage for både små og store selskaber.',
    specialities: 'Nordisk køkken, sæsonmenuer, vinparring, middagsselskaber',
    photo: photo(10),
    city: 'Næstved',
    address: 'Axeltorv 4, 1. sal, 4700 Næstved',
    cvr: '41190376',
    established: true,
    locations: [
      { region: 'sjaelland', city: 'Næstved', postcode: '4700', travelKm: 35 },
      { region: 'sjaelland', city: 'Slagelse', postcode: '4200', travelKm: 20 },
    ],
    bank: { registrationNumber: '0815', accountNumber: '5566778899' },
    weekly: [
      [4, '15:00', '23:00'],
      [5, '14:00', '23:59'],
      [6, '12:00', '23:59'],
    ],
    blocked: [{ week: 2, weekday: 4, note: 'Høst i køkkenhaven' }],
  },
  {
    key: 'kasper',
    name: 'Kasper Brandt',
    email: 'kasper.brandt@demo.mixbuddy.dk',
    phone: '+45 40 98 76 21',
    displayName: 'Kasper Brandt',
    headline: 'Craft beer-entusiast med eget mikrobryggeri',
    presentation:
      'Jeg driver et lille mikrobryggeri i Herning og tager gerne øllene med ud til jer. ' +
      'Jeg sætter en smagning sammen efter jeres ønsker, og til større fester kan jeg stille et fadølsanlæg med fire haner op. ' +
      'Jeg elsker at finde den helt rigtige øl til maden.',
    specialities: 'Craft beer, fadølsanlæg, øl og mad, ølsmagninger',
    photo: photo(11),
    city: 'Herning',
    address: 'Bredgade 27, 7400 Herning',
    cvr: '37092468',
    established: true,
    locations: [
      { region: 'midtjylland', city: 'Herning', postcode: '7400', travelKm: 40 },
      { region: 'midtjylland', city: 'Viborg', postcode: '8800', travelKm: 25 },
    ],
    bank: { registrationNumber: '7681', accountNumber: '4455667788' },
    weekly: evenings,
    blocked: [{ week: 1, weekday: 4, note: 'Brygdag' }],
  },
  {
    key: 'maja',
    name: 'Maja Thomsen',
    email: 'maja.thomsen@demo.mixbuddy.dk',
    phone: '+45 29 14 63 87',
    displayName: 'Maja Thomsen',
    headline: 'Friske drinks med og uden alkohol i Nordjylland',
    presentation:
      'Jeg er ny på MixBuddy, men har arbejdet som bartender i Aalborg i seks år. ' +
      'Jeg laver både klassiske cocktails og alkoholfri drinks og sørger altid for, at der er noget til alle. ' +
      'Jeg glæder mig til at stå bag baren til jeres næste fest.',
    specialities: 'Cocktails, alkoholfri drinks, julefrokoster, fødselsdage',
    photo: photo(12),
    city: 'Aalborg',
    address: 'Jomfru Ane Gade 9, 9000 Aalborg',
    cvr: '',
    established: false,
    locations: [
      { region: 'nordjylland', city: 'Aalborg', postcode: '9000', travelKm: 30 },
      { region: 'nordjylland', city: 'Frederikshavn', postcode: '9900', travelKm: 20 },
    ],
    bank: { registrationNumber: '9280', accountNumber: '7788990011' },
    weekly: [
      [5, '17:00', '23:59'],
      [6, '15:00', '23:59'],
    ],
    blocked: [{ week: 2, weekday: 6, note: 'Optaget' }],
  },
];
