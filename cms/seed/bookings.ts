// The demo bookings: who booked which menu, when, for how many, in which state, and their reviews.
import type { BookingStatus } from '../domain/booking/process';
import type { RelativeDay } from './talent';

/** Addresses the bookings take place at. */
export const places = {
  'kbh-oe': { address: 'Strandboulevarden 122, 2. th.', postcode: '2100', city: 'København Ø' },
  frederiksberg: { address: 'Gammel Kongevej 150', postcode: '1850', city: 'Frederiksberg C' },
  'kbh-n': { address: 'Fælledvej 8, 1. sal', postcode: '2200', city: 'København N' },
  lyngby: { address: 'Lyngby Hovedgade 45', postcode: '2800', city: 'Kongens Lyngby' },
  hellerup: { address: 'Strandvejen 200', postcode: '2900', city: 'Hellerup' },
  roskilde: { address: 'Hestetorvet 5', postcode: '4000', city: 'Roskilde' },
  koege: { address: 'Vestergade 14', postcode: '4600', city: 'Køge' },
  naestved: { address: 'Ringstedgade 20', postcode: '4700', city: 'Næstved' },
  odense: { address: 'Kongensgade 40', postcode: '5000', city: 'Odense C' },
  svendborg: { address: 'Møllergade 60', postcode: '5700', city: 'Svendborg' },
  vejle: { address: 'Dæmningen 30', postcode: '7100', city: 'Vejle' },
  kolding: { address: 'Jernbanegade 12', postcode: '6000', city: 'Kolding' },
  esbjerg: { address: 'Torvegade 22', postcode: '6700', city: 'Esbjerg' },
  aarhus: { address: 'Frederiksgade 18', postcode: '8000', city: 'Aarhus C' },
  silkeborg: { address: 'Vestergade 9', postcode: '8600', city: 'Silkeborg' },
  randers: { address: 'Brødregade 11', postcode: '8900', city: 'Randers C' },
  herning: { address: 'Østergade 15', postcode: '7400', city: 'Herning' },
  aalborg: { address: 'Boulevarden 21', postcode: '9000', city: 'Aalborg' },
  hjoerring: { address: 'Østergade 5', postcode: '9800', city: 'Hjørring' },
} as const;

export type BookingSeed = {
  key: string;
  /** `PersonSeed.key` of the customer. */
  customer: string;
  /** `MenuSeed.key`; the talent is the menu's owner. */
  menu: string;
  status: BookingStatus;
  /** The event's day, relative to the current week. */
  on: RelativeDay;
  /** Start in Copenhagen time, 'HH:MM'. */
  at: string;
  guests: number;
  /** Completes "Vi vil gerne booke dig til …". */
  occasion: string;
  place: keyof typeof places;
  /** Who cancelled (status cancelled or refunded). */
  cancelledBy?: 'customer' | 'talent';
  /** Why it was cancelled or refunded, completes "… fordi …". */
  reason?: string;
  review?: { rating: number; body: string };
};

const w = (week: number, weekday: number): RelativeDay => ({ week, weekday });

export const bookings: BookingSeed[] = [
  // The demo customer (kunde@mixbuddy.dk)
  { key: 'kunde-sommer', customer: 'kunde', menu: 'jonas-sommer', status: 'requested', on: w(6, 6), at: '18:00', guests: 30, occasion: 'min 40-års fødselsdag', place: 'kbh-oe' },
  { key: 'kunde-nordisk', customer: 'kunde', menu: 'nanna-nordisk', status: 'requested', on: w(4, 5), at: '19:00', guests: 12, occasion: 'en familiemiddag hos mine forældre', place: 'naestved' },
  { key: 'kunde-barnedaab', customer: 'kunde', menu: 'ida-mocktails', status: 'accepted', on: w(2, 6), at: '14:00', guests: 25, occasion: 'vores søns barnedåb', place: 'hellerup' },
  { key: 'kunde-spritz', customer: 'kunde', menu: 'laura-spritz', status: 'accepted', on: w(7, 6), at: '16:00', guests: 40, occasion: 'vejfesten', place: 'roskilde' },
  { key: 'kunde-bobler', customer: 'kunde', menu: 'sofie-bobler', status: 'declined', on: w(2, 6), at: '19:00', guests: 20, occasion: 'min søsters polterabend', place: 'aarhus' },
  { key: 'kunde-flair', customer: 'kunde', menu: 'oliver-flair', status: 'expired', on: w(-2, 6), at: '21:00', guests: 60, occasion: 'vores firmafest', place: 'aarhus' },
  { key: 'kunde-gin', customer: 'kunde', menu: 'frederik-gin', status: 'cancelled', on: w(4, 5), at: '18:00', guests: 50, occasion: 'vores firmafest', place: 'vejle', cancelledBy: 'customer', reason: 'firmafesten er blevet flyttet til foråret' },
  { key: 'kunde-klassikere', customer: 'kunde', menu: 'jonas-klassikere', status: 'paid', on: w(2, 5), at: '19:00', guests: 24, occasion: 'min mands 30-års fødselsdag', place: 'kbh-oe' },
  { key: 'kunde-fynsk', customer: 'kunde', menu: 'amalie-fynsk', status: 'paid', on: w(3, 6), at: '18:00', guests: 14, occasion: 'mine forældres sølvbryllup', place: 'odense' },
  {
    key: 'kunde-tiki', customer: 'kunde', menu: 'jonas-tiki', status: 'completed', on: w(-10, 6), at: '20:00', guests: 30, occasion: 'vores indflytterfest', place: 'kbh-oe',
    review: { rating: 5, body: 'Jonas var helt fantastisk! Drinksene var perfekte, og han fik alle gæsterne i godt humør. Vi booker ham helt sikkert igen.' },
  },
  {
    key: 'kunde-konfirmation', customer: 'kunde', menu: 'ida-konfirmation', status: 'completed', on: w(-6, 7), at: '12:00', guests: 40, occasion: 'vores datters konfirmation', place: 'lyngby',
    review: { rating: 5, body: 'Konfirmanden fik sin egen lyserøde drink, og de unge var vilde med baren. Ida var sød, professionel og ryddede op efter sig.' },
  },
  {
    key: 'kunde-grill', customer: 'kunde', menu: 'emil-grill', status: 'completed', on: w(-3, 6), at: '15:00', guests: 35, occasion: 'en fest i vores sommerhus', place: 'esbjerg',
    review: { rating: 4, body: 'Rigtig god mad, og oksebrystet var noget af det bedste, vi har smagt. Der gik lidt lang tid, før maden var klar, men det var ventetiden værd.' },
  },
  // Completed without a review yet, so the demo customer can write one.
  { key: 'kunde-vennemiddag', customer: 'kunde', menu: 'jonas-klassikere', status: 'completed', on: w(-1, 5), at: '19:00', guests: 20, occasion: 'en middag med vennerne', place: 'kbh-oe' },
  { key: 'kunde-oel', customer: 'kunde', menu: 'mads-nordjysk', status: 'refunded', on: w(1, 6), at: '19:00', guests: 16, occasion: 'vores årlige drengetur', place: 'aalborg', cancelledBy: 'customer', reason: 'halvdelen af selskabet er blevet syge' },

  // The demo talent (talent@mixbuddy.dk) booked by other customers
  { key: 'lars-bryllup', customer: 'lars', menu: 'jonas-bryllup', status: 'requested', on: w(9, 6), at: '16:00', guests: 90, occasion: 'vores bryllup', place: 'frederiksberg' },
  { key: 'signe-alkoholfri', customer: 'signe', menu: 'jonas-alkoholfri', status: 'accepted', on: w(3, 5), at: '17:00', guests: 30, occasion: 'et firmaarrangement for vores kunder', place: 'kbh-n' },
  { key: 'henrik-klassikere', customer: 'henrik', menu: 'jonas-klassikere', status: 'accepted', on: w(4, 6), at: '20:00', guests: 40, occasion: 'min 50-års fødselsdag', place: 'hellerup' },
  { key: 'rasmus-sommer', customer: 'rasmus', menu: 'jonas-sommer', status: 'declined', on: w(3, 6), at: '18:00', guests: 25, occasion: 'en fest i kolonihaven', place: 'roskilde' },
  { key: 'julie-klassikere', customer: 'julie', menu: 'jonas-klassikere', status: 'expired', on: w(1, 4), at: '19:00', guests: 12, occasion: 'en pigeaften', place: 'frederiksberg' },
  { key: 'peter-bryllup', customer: 'peter', menu: 'jonas-bryllup', status: 'cancelled', on: w(8, 6), at: '16:00', guests: 60, occasion: 'vores bryllup', place: 'roskilde', cancelledBy: 'customer', reason: 'vi har udskudt brylluppet til næste år' },
  { key: 'louise-sommer', customer: 'louise', menu: 'jonas-sommer', status: 'paid', on: w(1, 6), at: '18:00', guests: 45, occasion: 'min søns 18-års fødselsdag', place: 'lyngby' },
  {
    key: 'mikkel-klassikere', customer: 'mikkel', menu: 'jonas-klassikere', status: 'completed', on: w(-4, 5), at: '19:00', guests: 20, occasion: 'vores afdelings fredagsbar', place: 'kbh-oe',
    review: { rating: 5, body: 'Professionel fra start til slut. Jonas tilpassede menuen til vores ønsker, og hans Espresso Martini er byens bedste.' },
  },
  {
    key: 'anne-bryllup', customer: 'anne', menu: 'jonas-bryllup', status: 'completed', on: w(-8, 6), at: '16:00', guests: 80, occasion: 'vores bryllup', place: 'roskilde',
    review: { rating: 5, body: 'Signaturcocktailen, som Jonas lavede til os, blev et hit. Baren var flot, og køen var aldrig lang. Tusind tak for hjælpen på vores store dag!' },
  },
  {
    key: 'sara-tiki', customer: 'sara', menu: 'jonas-tiki', status: 'completed', on: w(-12, 6), at: '20:00', guests: 25, occasion: 'min 25-års fødselsdag', place: 'frederiksberg',
    review: { rating: 4, body: 'Sjov tiki-aften med flotte drinks. Vi kunne godt have brugt lidt flere alkoholfri alternativer, men ellers helt i top.' },
  },
  { key: 'lars-firmafest', customer: 'lars', menu: 'jonas-klassikere', status: 'refunded', on: w(6, 5), at: '19:00', guests: 30, occasion: 'vores firmafest', place: 'frederiksberg', cancelledBy: 'customer', reason: 'festlokalet er blevet lukket på grund af en vandskade' },

  // Other talent
  {
    key: 'henrik-vin', customer: 'henrik', menu: 'sofie-klassiske', status: 'completed', on: w(-5, 5), at: '19:00', guests: 16, occasion: 'vores vinklubs jubilæum', place: 'aarhus',
    review: { rating: 5, body: 'Sofie formidlede vin, så alle kunne være med – også dem, der normalt kun drikker øl. Lærerigt og meget hyggeligt.' },
  },
  {
    key: 'julie-bobler', customer: 'julie', menu: 'sofie-bobler', status: 'completed', on: w(-9, 6), at: '18:00', guests: 20, occasion: 'min veninde Marias polterabend', place: 'silkeborg',
    review: { rating: 4, body: 'Dejlige bobler og en sød og vidende sommelier. Vi nåede lidt for mange glas til, at vi kunne huske det hele bagefter.' },
  },
  {
    key: 'rasmus-fadoel', customer: 'rasmus', menu: 'mads-fadoel', status: 'completed', on: w(-7, 6), at: '18:00', guests: 80, occasion: 'vores forenings jubilæumsfest', place: 'aalborg',
    review: { rating: 4, body: 'Koldt fadøl hele aftenen og en skænker, der havde styr på det. Anlægget var hurtigt sat op.' },
  },
  { key: 'peter-stilarter', customer: 'peter', menu: 'mads-stilarter', status: 'paid', on: w(2, 5), at: '19:00', guests: 14, occasion: 'et firmaarrangement', place: 'hjoerring' },
  { key: 'lars-nordjysk', customer: 'lars', menu: 'mads-nordjysk', status: 'cancelled', on: w(1, 5), at: '19:00', guests: 10, occasion: 'en smagning med vennerne', place: 'aalborg', cancelledBy: 'talent', reason: 'jeg er blevet syg' },
  {
    key: 'signe-tapas', customer: 'signe', menu: 'amalie-tapas', status: 'completed', on: w(-3, 6), at: '18:00', guests: 30, occasion: 'min fars 60-års fødselsdag', place: 'svendborg',
    review: { rating: 5, body: 'Maden var smuk og smagte fantastisk. Amalie var rolig og venlig, og køkkenet var pænere, end da hun kom.' },
  },
  { key: 'mikkel-groen', customer: 'mikkel', menu: 'amalie-groen', status: 'requested', on: w(5, 6), at: '18:00', guests: 12, occasion: 'en middag for vennerne', place: 'odense' },
  { key: 'peter-fynsk', customer: 'peter', menu: 'amalie-fynsk', status: 'expired', on: w(-1, 6), at: '18:00', guests: 10, occasion: 'min kones fødselsdag', place: 'odense' },
  {
    key: 'louise-firma', customer: 'louise', menu: 'frederik-firma', status: 'completed', on: w(-6, 5), at: '18:00', guests: 120, occasion: 'vores firmafest', place: 'kolding',
    review: { rating: 5, body: 'Frederik og hans kollega klarede 120 gæster uden problemer. Firmacocktailen i vores farver var et stort hit.' },
  },
  {
    key: 'lars-mobilbar', customer: 'lars', menu: 'frederik-mobilbar', status: 'completed', on: w(-11, 6), at: '20:00', guests: 70, occasion: 'min brors bryllup', place: 'vejle',
    review: { rating: 3, body: 'Gode drinks, men baren blev først klar en halv time efter aftalt. Frederik gav til gengæld en omgang shots til hele selskabet.' },
  },
  { key: 'anne-shots', customer: 'anne', menu: 'frederik-shots', status: 'accepted', on: w(2, 6), at: '21:00', guests: 60, occasion: 'vores datters 18-års fødselsdag', place: 'vejle' },
  { key: 'sara-kombucha', customer: 'sara', menu: 'ida-kombucha', status: 'declined', on: w(2, 7), at: '13:00', guests: 20, occasion: 'min babyshower', place: 'kbh-n' },
  {
    key: 'henrik-pulled', customer: 'henrik', menu: 'emil-pulled', status: 'completed', on: w(-2, 6), at: '17:00', guests: 100, occasion: 'en stor havefest', place: 'esbjerg',
    review: { rating: 5, body: 'Emil og hans grill var et trækplaster i sig selv. Alle blev mætte, og der var styr på det hele.' },
  },
  { key: 'julie-vestkyst', customer: 'julie', menu: 'emil-vestkyst', status: 'expired', on: w(3, 6), at: '18:00', guests: 20, occasion: 'min mors 70-års fødselsdag', place: 'esbjerg' },
  {
    key: 'peter-velkomst', customer: 'peter', menu: 'laura-velkomst', status: 'completed', on: w(-4, 6), at: '18:00', guests: 50, occasion: 'vores bryllup', place: 'koege',
    review: { rating: 5, body: 'Laura ramte vinene perfekt til maden og holdt styr på alle glas hele aftenen. Vi kan varmt anbefale hende.' },
  },
  { key: 'rasmus-rose', customer: 'rasmus', menu: 'laura-rose', status: 'cancelled', on: w(5, 6), at: '16:00', guests: 30, occasion: 'vores havefest', place: 'koege', cancelledBy: 'customer', reason: 'vi har fået et andet tilbud gennem familien' },
  {
    key: 'mikkel-flair', customer: 'mikkel', menu: 'oliver-flair', status: 'completed', on: w(-5, 6), at: '21:00', guests: 100, occasion: 'vores firmafest', place: 'aarhus',
    review: { rating: 4, body: 'Showet var vildt, og gæsterne filmede det hele. Drinksene var gode, men der var lidt kø ved baren sidst på aftenen.' },
  },
  { key: 'signe-neon', customer: 'signe', menu: 'oliver-neon', status: 'paid', on: w(4, 6), at: '21:00', guests: 50, occasion: 'min kærestes 30-års fødselsdag', place: 'aarhus' },
  { key: 'sara-student', customer: 'sara', menu: 'oliver-student', status: 'refunded', on: w(6, 6), at: '18:00', guests: 80, occasion: 'min lillebrors studenterfest', place: 'randers', cancelledBy: 'customer', reason: 'festen er flyttet til en dato, hvor du ikke er ledig' },
  {
    key: 'anne-vinparring', customer: 'anne', menu: 'nanna-vinparring', status: 'completed', on: w(-2, 5), at: '19:00', guests: 10, occasion: 'vores 10-års bryllupsdag', place: 'naestved',
    review: { rating: 5, body: 'En af de bedste middage, vi har fået – og så i vores egen stue. Vinparringen var gennemtænkt, og Nanna fortalte levende om råvarerne.' },
  },
  { key: 'louise-frokost', customer: 'louise', menu: 'nanna-frokost', status: 'accepted', on: w(5, 6), at: '12:00', guests: 30, occasion: 'min datters konfirmation', place: 'naestved' },
  {
    key: 'julie-craft', customer: 'julie', menu: 'kasper-craft', status: 'completed', on: w(-3, 5), at: '19:00', guests: 12, occasion: 'min kærestes fødselsdag', place: 'herning',
    review: { rating: 4, body: 'Spændende øl, vi aldrig havde smagt før, og Kasper fortalte godt om dem. Osten og pølserne passede perfekt til.' },
  },
  { key: 'henrik-fadoel', customer: 'henrik', menu: 'kasper-fadoel', status: 'requested', on: w(8, 6), at: '17:00', guests: 150, occasion: 'byfesten i vores landsby', place: 'herning' },
  { key: 'rasmus-blandet', customer: 'rasmus', menu: 'maja-blandet', status: 'requested', on: w(3, 6), at: '20:00', guests: 30, occasion: 'min 35-års fødselsdag', place: 'aalborg' },
];
