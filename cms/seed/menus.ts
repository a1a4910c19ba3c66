// The demo menus (drinks and courses) each talent offers, as plain data; prices in øre.

export type Category = 'cocktails' | 'vin' | 'oel' | 'mad' | 'alkoholfri';
export type MenuStatus = 'draft' | 'published' | 'archived';

export type MenuSeed = {
  key: string;
  /** `TalentSeed.key` of the owner. */
  talent: string;
  title: string;
  category: Category;
  status: MenuStatus;
  description: string;
  /** [name, description] in serving order. */
  items: [string, string][];
  /** Øre per guest (24900 = 249 kr). */
  pricePerGuest: number;
  minGuests: number;
  maxGuests: number;
  durationMinutes: number;
  /** Defaults to true for cocktails, vin and øl, false for mad and alkoholfri. */
  containsAlcohol?: boolean;
  allergens: string;
};

/** How many illustrations site/public/images/demo holds per category (menu-<category>-<n>.svg). */
export const categoryImageVariants: Record<Category, number> = { cocktails: 3, vin: 2, oel: 2, mad: 3, alkoholfri: 2 };

export const menus: MenuSeed[] = [
  // Jonas Holm (demo talent)
  {
    key: 'jonas-klassikere',
    talent: 'jonas',
    title: 'Klassiske cocktails',
    category: 'cocktails',
    status: 'published',
    description:
      'De store klassikere lavet helt efter bogen med friskpresset citrus og hjemmelavede sirupper. ' +
      'Jeg medbringer bar, is, glas og alt værktøj, så I kun skal sørge for gæsterne.',
    items: [
      ['Old Fashioned', 'Bourbon, demerarasirup, Angostura og appelsinzest over en stor isklump'],
      ['Whiskey Sour', 'Bourbon, citron, sukkerlage og æggehvide med et par dråber bitter'],
      ['Negroni', 'Gin, Campari og rød vermouth – rørt og serveret med appelsin'],
      ['Daiquiri', 'Lys rom, lime og sukker, rystet iskold'],
      ['Espresso Martini', 'Vodka, kaffelikør og friskbrygget espresso'],
    ],
    pricePerGuest: 24900,
    minGuests: 10,
    maxGuests: 60,
    durationMinutes: 240,
    allergens: 'Æg (æggehvide i Whiskey Sour kan udelades)',
  },
  {
    key: 'jonas-sommer',
    talent: 'jonas',
    title: 'Sommerens cocktails',
    category: 'cocktails',
    status: 'published',
    description:
      'Lette og friske drinks med danske sommerbær, rabarber og hyldeblomst. ' +
      'Perfekt til havefesten, sommerfesten eller en lang aften på terrassen.',
    items: [
      ['Hyldeblomst-spritz', 'Hyldeblomstlikør, prosecco, danskvand og frisk mynte'],
      ['Rabarber-Collins', 'Gin, hjemmelavet rabarbersirup, citron og danskvand'],
      ['Jordbær-Margarita', 'Tequila, danske jordbær, lime og salt på kanten'],
      ['Gin Basil Smash', 'Gin, frisk basilikum, citron og sukkerlage'],
    ],
    pricePerGuest: 27900,
    minGuests: 15,
    maxGuests: 80,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'jonas-bryllup',
    talent: 'jonas',
    title: 'Bryllupsbar deluxe',
    category: 'cocktails',
    status: 'published',
    description:
      'En komplet bar til den store dag: velkomstdrink, en signaturcocktail opkaldt efter brudeparret og drinks til dansegulvet. ' +
      'Vi mødes inden brylluppet og smager signaturcocktailen til sammen.',
    items: [
      ['French 75', 'Gin, citron og champagne – den klassiske velkomstdrink'],
      ['Brudeparrets signaturcocktail', 'Udviklet sammen med jer ud fra jeres yndlingssmage'],
      ['Paloma', 'Tequila, grapefrugt, lime og en knivspids salt'],
      ['Espresso Martini', 'Til kaffen og til dansegulvet efter midnat'],
      ['Gin og tonic-bar', 'Tre slags gin med tonic og friske garniturer'],
    ],
    pricePerGuest: 34900,
    minGuests: 40,
    maxGuests: 150,
    durationMinutes: 360,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'jonas-alkoholfri',
    talent: 'jonas',
    title: 'Alkoholfri cocktails',
    category: 'alkoholfri',
    status: 'published',
    description:
      'Drinks uden alkohol, der smager lige så gennemarbejdet som klassikerne. ' +
      'Kan bookes alene eller som et tilvalg til en af mine andre menuer.',
    items: [
      ['Virgin Mojito', 'Lime, mynte, rørsukker og danskvand'],
      ['Hyldeblomst-tonic', 'Hjemmelavet hyldeblomstsaft, tonic og agurk'],
      ['Ingefær-mule', 'Presset ingefær, lime og ginger beer'],
      ['Bær-shrub', 'Hindbær, æblecidereddike og danskvand'],
    ],
    pricePerGuest: 16900,
    minGuests: 10,
    maxGuests: 80,
    durationMinutes: 180,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'jonas-jul',
    talent: 'jonas',
    title: 'Julecocktails til julefrokosten',
    category: 'cocktails',
    status: 'draft',
    description: 'Varme og krydrede cocktails til julefrokosten – med gløgg, kanel og appelsin.',
    items: [
      ['Gløgg-punch', 'Rødvin, rom, kanel, nelliker og appelsin'],
      ['Juleæble-sour', 'Calvados, æblemost, citron og kanelsirup'],
      ['Hot Toddy', 'Whisky, honning, citron og varmt vand'],
    ],
    pricePerGuest: 25900,
    minGuests: 20,
    maxGuests: 80,
    durationMinutes: 240,
    allergens: 'Kan indeholde spor af nødder (mandler i gløgg)',
  },
  {
    key: 'jonas-tiki',
    talent: 'jonas',
    title: 'Tiki-aften',
    category: 'cocktails',
    status: 'archived',
    description: 'Rom, tropiske frugter og masser af pynt. Menuen er sat på pause til næste sommer.',
    items: [
      ['Mai Tai', 'Lagret rom, lime, orgeat og appelsinlikør'],
      ['Piña Colada', 'Rom, ananas og kokos'],
      ['Zombie', 'Tre slags rom, lime, grapefrugt og kanel'],
    ],
    pricePerGuest: 26900,
    minGuests: 15,
    maxGuests: 60,
    durationMinutes: 240,
    allergens: 'Nødder (mandler i orgeat)',
  },

  // Sofie Lind
  {
    key: 'sofie-klassiske',
    talent: 'sofie',
    title: 'Vinsmagning: Europas klassiske vinområder',
    category: 'vin',
    status: 'published',
    description:
      'En rejse gennem Bourgogne, Piemonte, Rioja og Mosel i seks glas. ' +
      'I lærer at smage forskel på druerne og får gode råd til næste tur i vinbutikken.',
    items: [
      ['Riesling Kabinett, Mosel', 'Let sødme og frisk syre – smagningens friske start'],
      ['Chablis, Bourgogne', 'Chardonnay uden fad med mineralsk stramhed'],
      ['Pinot Noir, Bourgogne', 'Elegant rødvin med røde bær'],
      ['Barbera d’Alba, Piemonte', 'Saftig og frisk rødvin med kirsebær'],
      ['Rioja Reserva', 'Tempranillo med vanilje og lagring på egefad'],
      ['Tawny Port, 10 år', 'Afslutningen med nødder og karamel'],
    ],
    pricePerGuest: 34900,
    minGuests: 8,
    maxGuests: 30,
    durationMinutes: 150,
    allergens: 'Sulfitter',
  },
  {
    key: 'sofie-naturvin',
    talent: 'sofie',
    title: 'Naturvin for nysgerrige',
    category: 'vin',
    status: 'published',
    description:
      'Naturvin fra små producenter, der arbejder økologisk og med et minimum af tilsætninger. ' +
      'Vi smager os igennem orange vin, pét-nat og lette røde vine.',
    items: [
      ['Pét-nat fra Loire', 'Let mousserende og frugtig'],
      ['Orange vin fra Slovenien', 'Hvide druer gæret på skallerne'],
      ['Gamay fra Beaujolais', 'Let rødvin, der gerne må serveres kølig'],
      ['Rosé fra Jura', 'Tør og krydret rosé'],
    ],
    pricePerGuest: 29900,
    minGuests: 8,
    maxGuests: 24,
    durationMinutes: 150,
    allergens: 'Sulfitter (lavt indhold)',
  },
  {
    key: 'sofie-bobler',
    talent: 'sofie',
    title: 'Bobler og champagne',
    category: 'vin',
    status: 'published',
    description:
      'Fra cava og crémant til årgangschampagne. ' +
      'En festlig smagning, der passer perfekt til en fødselsdag, et jubilæum eller en polterabend.',
    items: [
      ['Cava Brut Nature', 'Tør og frisk fra Penedès'],
      ['Crémant de Bourgogne', 'Champagnemetoden til en venlig pris'],
      ['Champagne Brut', 'Klassisk blanding af chardonnay og pinot noir'],
      ['Champagne Rosé', 'Røde bær og fine bobler'],
    ],
    pricePerGuest: 44900,
    minGuests: 10,
    maxGuests: 40,
    durationMinutes: 120,
    allergens: 'Sulfitter',
  },
  {
    key: 'sofie-middag',
    talent: 'sofie',
    title: 'Vin til middagen',
    category: 'vin',
    status: 'published',
    description: 'Jeg vælger vinen til jeres menu og serverer den ved bordet hele aftenen.',
    items: [
      ['Velkomstglas', 'Mousserende vin'],
      ['Hvidvin til forretten', 'Valgt efter jeres menu'],
      ['Rødvin til hovedretten', 'Valgt efter jeres menu'],
      ['Dessertvin', 'Sød vin til desserten'],
    ],
    pricePerGuest: 27900,
    minGuests: 10,
    maxGuests: 50,
    durationMinutes: 300,
    allergens: 'Sulfitter',
  },

  // Mads Kjær
  {
    key: 'mads-nordjysk',
    talent: 'mads',
    title: 'Nordjysk ølsmagning',
    category: 'oel',
    status: 'published',
    description:
      'Seks øl fra nordjyske bryggerier – fra Skagen til Aalborg. ' +
      'Jeg fortæller om brygning, råvarer og folkene bag, og der er snacks til hver øl.',
    items: [
      ['Pilsner fra Aalborg', 'Sprød og let bitter'],
      ['Hvedeøl fra Hjørring', 'Banan, nellike og et blødt skum'],
      ['Pale ale fra Skagen', 'Citrus og fyr fra amerikansk humle'],
      ['Rødøl fra Thy', 'Karamel og et strejf af rug'],
      ['Porter fra Vendsyssel', 'Kaffe, chokolade og røg'],
      ['Julebryg', 'Sæsonens bud med krydderier'],
    ],
    pricePerGuest: 22900,
    minGuests: 8,
    maxGuests: 40,
    durationMinutes: 150,
    allergens: 'Gluten (byg og hvede)',
  },
  {
    key: 'mads-stilarter',
    talent: 'mads',
    title: 'Ølstilarter fra pilsner til stout',
    category: 'oel',
    status: 'published',
    description:
      'En grundig introduktion til de vigtigste ølstilarter. ' +
      'I lærer at smage malt, humle og gær og går hjem med en ny yndlingsøl.',
    items: [
      ['Tjekkisk pilsner', 'Den oprindelige pilsner med saazer-humle'],
      ['Belgisk witbier', 'Koriander og appelsinskal'],
      ['IPA', 'Kraftig humle og bitterhed'],
      ['Belgisk tripel', 'Stærk, krydret og gylden'],
      ['Imperial stout', 'Mørk, fyldig og rund'],
    ],
    pricePerGuest: 24900,
    minGuests: 10,
    maxGuests: 40,
    durationMinutes: 180,
    allergens: 'Gluten (byg og hvede)',
  },
  {
    key: 'mads-fadoel',
    talent: 'mads',
    title: 'Fadølsbar til festen',
    category: 'oel',
    status: 'published',
    description:
      'Fadølsanlæg med to haner, kolde fustager og en ølskænker, der holder baren kørende hele aftenen. ' +
      'Fri bar i det aftalte tidsrum.',
    items: [
      ['Pilsner på fad', 'Den klassiske festøl'],
      ['Classic på fad', 'Lidt mere fylde og karamel'],
      ['Alkoholfri øl', 'På flaske til chaufførerne'],
    ],
    pricePerGuest: 17900,
    minGuests: 30,
    maxGuests: 200,
    durationMinutes: 300,
    allergens: 'Gluten (byg)',
  },

  // Amalie Nørgaard
  {
    key: 'amalie-fynsk',
    talent: 'amalie',
    title: 'Fynsk festmenu i tre retter',
    category: 'mad',
    status: 'published',
    description:
      'En klassisk festmenu med fynske råvarer, lavet fra bunden i jeres eget køkken. ' +
      'Jeg serverer ved bordet og tager opvasken, før jeg går.',
    items: [
      ['Forret: Røget laks fra Lillebælt', 'Med rygeost, radiser og rugbrødschips'],
      ['Hovedret: Kalveculotte', 'Med fynske kartofler, sæsonens grøntsager og rødvinssauce'],
      ['Dessert: Æblekage på moderne vis', 'Med vaniljecreme og ristede hasselnødder'],
    ],
    pricePerGuest: 49500,
    minGuests: 8,
    maxGuests: 40,
    durationMinutes: 240,
    allergens: 'Fisk, mælk, gluten, hasselnødder',
  },
  {
    key: 'amalie-tapas',
    talent: 'amalie',
    title: 'Tapas på dansk',
    category: 'mad',
    status: 'published',
    description:
      'Små retter med store smage – serveret på fade midt på bordet, så alle kan tage for sig. ' +
      'God til fødselsdage og uformelle fester.',
    items: [
      ['Rimmet torsk', 'Med syltede rødløg og dild'],
      ['Tarteletter med høns i asparges', 'Dansk klassiker i mini-format'],
      ['Frikadeller', 'Med kartoffelsalat med purløg'],
      ['Kyllingespyd', 'Med grillet spidskål og æblechutney'],
      ['Oste fra Fyn', 'Med knækbrød og hjemmelavet marmelade'],
    ],
    pricePerGuest: 39500,
    minGuests: 10,
    maxGuests: 60,
    durationMinutes: 180,
    allergens: 'Fisk, mælk, gluten, æg, selleri',
  },
  {
    key: 'amalie-groen',
    talent: 'amalie',
    title: 'Grøn festmenu',
    category: 'mad',
    status: 'published',
    description:
      'En vegetarisk festmenu, hvor grøntsagerne er i centrum. ' +
      'Kan laves helt vegansk – skriv det bare i din forespørgsel.',
    items: [
      ['Forret: Bagt rødbede', 'Med gedeost, valnødder og urtecreme'],
      ['Hovedret: Svampe-wellington', 'Med rodfrugter og kraftig svampesauce'],
      ['Dessert: Hyldeblomstpanna cotta', 'Med jordbær og mynte'],
    ],
    pricePerGuest: 42500,
    minGuests: 8,
    maxGuests: 40,
    durationMinutes: 240,
    allergens: 'Mælk, gluten, valnødder',
  },
  {
    key: 'amalie-brunch',
    talent: 'amalie',
    title: 'Weekendbrunch',
    category: 'mad',
    status: 'published',
    description: 'Brunch med hjemmebagt brød, æggeretter og frugt til barnedåben eller dagen efter festen.',
    items: [
      ['Hjemmebagt surdejsbrød og boller', 'Med smør og ost'],
      ['Røræg og bacon', 'Med purløg'],
      ['Pandekager', 'Med sirup og bær'],
      ['Frisk frugt og yoghurt', 'Med hjemmelavet granola'],
    ],
    pricePerGuest: 24500,
    minGuests: 10,
    maxGuests: 40,
    durationMinutes: 150,
    allergens: 'Gluten, æg, mælk, nødder',
  },

  // Frederik Dahl
  {
    key: 'frederik-mobilbar',
    talent: 'frederik',
    title: 'Mobilbar med klassikere',
    category: 'cocktails',
    status: 'published',
    description:
      'Min mobilbar i egetræ med de mest populære cocktails. ' +
      'Jeg sætter baren op en time før gæsterne kommer og pakker sammen, når festen er slut.',
    items: [
      ['Mojito', 'Lys rom, lime, mynte og rørsukker'],
      ['Moscow Mule', 'Vodka, lime og ginger beer i kobberkrus'],
      ['Aperol Spritz', 'Aperol, prosecco og danskvand'],
      ['Dark ’n’ Stormy', 'Mørk rom og ginger beer'],
    ],
    pricePerGuest: 22900,
    minGuests: 30,
    maxGuests: 150,
    durationMinutes: 300,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'frederik-gin',
    talent: 'frederik',
    title: 'Gin og tonic-bar',
    category: 'cocktails',
    status: 'published',
    description:
      'Fem forskellige gin – blandt andet fra danske destillerier – med tonic og garniturer, der passer til hver enkelt. ' +
      'Gæsterne får en kort introduktion til ginens historie.',
    items: [
      ['London Dry', 'Klassisk enebærgin med citronskal'],
      ['Dansk gin fra Nordjylland', 'Med hyben og rosmarin'],
      ['Citrusgin', 'Med grapefrugt og timian'],
      ['Pink gin', 'Med jordbær og basilikum'],
      ['Navy strength', 'Til de modige – med lime'],
    ],
    pricePerGuest: 19900,
    minGuests: 20,
    maxGuests: 120,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'frederik-shots',
    talent: 'frederik',
    title: 'Shots og festdrinks',
    category: 'cocktails',
    status: 'published',
    description: 'Til fester, hvor dansegulvet er det vigtigste. Hurtige drinks og sjove shots til mange gæster.',
    items: [
      ['Vodka Red Bull', 'Klassikeren til dansegulvet'],
      ['Fisk-shots', 'Hjemmelavede og iskolde'],
      ['Tequila Sunrise', 'Tequila, appelsinjuice og grenadine'],
      ['Pornstar Martini', 'Vaniljevodka, passionsfrugt og et shot bobler'],
    ],
    pricePerGuest: 17900,
    minGuests: 20,
    maxGuests: 100,
    durationMinutes: 180,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'frederik-firma',
    talent: 'frederik',
    title: 'Firmafest-pakken',
    category: 'cocktails',
    status: 'published',
    description:
      'Alt, hvad firmafesten skal bruge: velkomstdrink, cocktails, øl og vin i baren samt to bartendere fra 80 gæster. ' +
      'Vi kan lave en cocktail i firmaets farver.',
    items: [
      ['Velkomstdrink', 'Prosecco med hyldeblomst'],
      ['Firmaets signaturcocktail', 'Udviklet sammen med jer'],
      ['Cocktailkort med fire klassikere', 'Mojito, Moscow Mule, Aperol Spritz og Espresso Martini'],
      ['Øl og vin', 'Fadøl samt en rød og en hvid husvin'],
    ],
    pricePerGuest: 24900,
    minGuests: 40,
    maxGuests: 200,
    durationMinutes: 300,
    allergens: 'Gluten (øl), sulfitter (vin)',
  },

  // Ida Bech
  {
    key: 'ida-mocktails',
    talent: 'ida',
    title: 'Mocktails med smag',
    category: 'alkoholfri',
    status: 'published',
    description:
      'Alkoholfri drinks med hjemmelavede sirupper, shrubs og friske urter. ' +
      'Ingen søde saftevandsdrinks – kun velafbalancerede smage.',
    items: [
      ['Agurk og hyldeblomst', 'Agurkejuice, hyldeblomst, lime og tonic'],
      ['Rabarber-spritz', 'Rabarbershrub, alkoholfri bitter og danskvand'],
      ['Espresso Tonic', 'Kold espresso, tonic og appelsin'],
      ['Havtorn-sour', 'Havtorn, honning, citron og kikærtevand'],
    ],
    pricePerGuest: 15900,
    minGuests: 10,
    maxGuests: 60,
    durationMinutes: 180,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'ida-kombucha',
    talent: 'ida',
    title: 'Kombucha- og shrubbar',
    category: 'alkoholfri',
    status: 'published',
    description:
      'Jeg brygger selv kombucha og laver shrubs af danske frugter og bær. ' +
      'Gæsterne kan smage sig frem og sætte deres egen drink sammen.',
    items: [
      ['Kombucha med ingefær', 'Frisk og let krydret'],
      ['Kombucha med hibiscus', 'Syrlig og rød'],
      ['Solbær-shrub', 'Med danskvand og timian'],
      ['Æble-shrub', 'Med kanel og tonic'],
    ],
    pricePerGuest: 17900,
    minGuests: 10,
    maxGuests: 40,
    durationMinutes: 150,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'ida-konfirmation',
    talent: 'ida',
    title: 'Konfirmationsbar uden alkohol',
    category: 'alkoholfri',
    status: 'published',
    description:
      'En bar til konfirmationen, hvor både de unge og de voksne får noget festligt i glasset. ' +
      'Jeg laver gerne en drink i konfirmandens yndlingsfarve.',
    items: [
      ['Konfirmandens drink', 'Farve og smag efter konfirmandens ønske'],
      ['Jordbær-lemonade', 'Friske jordbær, citron og danskvand'],
      ['Virgin Piña Colada', 'Ananas og kokos'],
      ['Iste med fersken', 'Hjemmebrygget te med fersken'],
    ],
    pricePerGuest: 14900,
    minGuests: 20,
    maxGuests: 100,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },

  // Emil Søndergaard
  {
    key: 'emil-grill',
    talent: 'emil',
    title: 'Grillbuffet over åben ild',
    category: 'mad',
    status: 'published',
    description:
      'Jeg kommer med grillen på trailer og griller kød og grøntsager over åben ild i jeres have. ' +
      'Buffeten serveres med salater og hjemmelavet tilbehør.',
    items: [
      ['Oksebryst', 'Langtidsgrillet i 12 timer over bøgetræ'],
      ['Kyllingelår', 'Med krydderurter og citron'],
      ['Grillede grøntsager', 'Majs, squash og peberfrugt fra lokale gårde'],
      ['Kartoffelsalat', 'Med sennep og purløg'],
      ['Hjemmebagt brød', 'Med kryddersmør'],
    ],
    pricePerGuest: 37500,
    minGuests: 20,
    maxGuests: 120,
    durationMinutes: 240,
    allergens: 'Gluten, mælk, sennep',
  },
  {
    key: 'emil-pulled',
    talent: 'emil',
    title: 'Pulled pork og tilbehør',
    category: 'mad',
    status: 'published',
    description: 'Mørt, røget svinekød i brioche med coleslaw og syltede løg – nemt at spise stående til en stor fest.',
    items: [
      ['Pulled pork', 'Røget i ti timer og vendt i hjemmelavet barbecuesauce'],
      ['Briochebolle', 'Bagt samme dag'],
      ['Coleslaw', 'Med æble og yoghurtdressing'],
      ['Syltede rødløg', 'Med chili'],
    ],
    pricePerGuest: 29500,
    minGuests: 20,
    maxGuests: 150,
    durationMinutes: 180,
    allergens: 'Gluten, æg, mælk, sennep',
  },
  {
    key: 'emil-vestkyst',
    talent: 'emil',
    title: 'Vestkystens fisk og skaldyr',
    category: 'mad',
    status: 'published',
    description: 'Fisk og skaldyr fra Vestkysten, tilberedt på grillen og serveret på store fade midt på bordet.',
    items: [
      ['Grillede hummerhaler', 'Med citron og brunet smør'],
      ['Helstegt torsk', 'Med fennikel og dild'],
      ['Blåmuslinger', 'Dampet i hvidvin og hvidløg'],
      ['Nye kartofler', 'Med persille og smør'],
    ],
    pricePerGuest: 54500,
    minGuests: 10,
    maxGuests: 40,
    durationMinutes: 240,
    allergens: 'Fisk, krebsdyr, bløddyr, mælk',
  },

  // Laura Friis
  {
    key: 'laura-velkomst',
    talent: 'laura',
    title: 'Velkomstcocktail og vin til maden',
    category: 'vin',
    status: 'published',
    description:
      'Jeg tager imod gæsterne med en velkomstcocktail og serverer vin til hver ret resten af aftenen. ' +
      'Vinene vælges efter jeres menu.',
    items: [
      ['Velkomstcocktail', 'Prosecco med hyldeblomst og citron'],
      ['Hvidvin til forretten', 'Frisk sauvignon blanc fra Loire'],
      ['Rødvin til hovedretten', 'Rund tempranillo fra Ribera del Duero'],
      ['Dessertvin', 'Sauternes eller portvin efter desserten'],
    ],
    pricePerGuest: 31900,
    minGuests: 15,
    maxGuests: 60,
    durationMinutes: 300,
    allergens: 'Sulfitter',
  },
  {
    key: 'laura-spritz',
    talent: 'laura',
    title: 'Spritz-bar',
    category: 'cocktails',
    status: 'published',
    description: 'Fire slags spritz til sommerfesten – lette, friske og med lav alkoholprocent.',
    items: [
      ['Aperol Spritz', 'Den klassiske italienske aperitif'],
      ['Hugo', 'Hyldeblomst, mynte og prosecco'],
      ['Limoncello Spritz', 'Citron og bobler'],
      ['Lillet Tonic', 'Lillet Blanc, tonic og agurk'],
    ],
    pricePerGuest: 21900,
    minGuests: 20,
    maxGuests: 80,
    durationMinutes: 180,
    allergens: 'Sulfitter',
  },
  {
    key: 'laura-rose',
    talent: 'laura',
    title: 'Rosé og sommerdrinks',
    category: 'vin',
    status: 'published',
    description: 'Tre roséer fra Sydfrankrig og Spanien samt en frisk sommerbowle – perfekt til havefesten.',
    items: [
      ['Rosé fra Provence', 'Lys, tør og elegant'],
      ['Rosado fra Navarra', 'Frugtig med jordbær'],
      ['Rosé Champagne', 'Til skålen'],
      ['Sommerbowle', 'Hvidvin, danske bær og danskvand'],
    ],
    pricePerGuest: 24900,
    minGuests: 15,
    maxGuests: 60,
    durationMinutes: 180,
    allergens: 'Sulfitter',
  },

  // Oliver Vestergaard
  {
    key: 'oliver-flair',
    talent: 'oliver',
    title: 'Flairshow og cocktails',
    category: 'cocktails',
    status: 'published',
    description:
      'Et 20 minutters flairshow, hvor flasker og shakere flyver gennem luften, efterfulgt af fri bar med fire cocktails. ' +
      'Showet kan tilpasses lokalets loftshøjde.',
    items: [
      ['Flairshow', '20 minutters show med lys og musik'],
      ['Mojito', 'Lys rom, lime, mynte og rørsukker'],
      ['Cosmopolitan', 'Vodka, tranebær, lime og appelsinlikør'],
      ['Passion Fruit Martini', 'Vaniljevodka og passionsfrugt'],
      ['Long Island Iced Tea', 'Til de seje'],
    ],
    pricePerGuest: 32900,
    minGuests: 30,
    maxGuests: 150,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'oliver-neon',
    talent: 'oliver',
    title: 'Neoncocktails til natten',
    category: 'cocktails',
    status: 'published',
    description: 'Farverige cocktails, der lyser op under UV-lys. Jeg medbringer lys, så baren bliver festens midtpunkt.',
    items: [
      ['Blue Lagoon', 'Vodka, blå curaçao og lemonade'],
      ['Tonic Glow', 'Gin og tonic, der lyser under UV-lys'],
      ['Electric Lemonade', 'Vodka, citron og blå curaçao'],
      ['Midori Sour', 'Melonlikør, citron og danskvand'],
    ],
    pricePerGuest: 27900,
    minGuests: 30,
    maxGuests: 120,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'oliver-student',
    talent: 'oliver',
    title: 'Studenterfest-baren',
    category: 'cocktails',
    status: 'published',
    description: 'Den store bar til studenterfesten med drinks i skolens farver og en alkoholfri drink til alle, der kører.',
    items: [
      ['Studenterdrinken', 'I skolens farver'],
      ['Mojito', 'Klassisk med frisk mynte'],
      ['Gin Hass', 'Gin, mango, lime og lemon'],
      ['Alkoholfri Mojito', 'Til chaufførerne'],
    ],
    pricePerGuest: 19900,
    minGuests: 40,
    maxGuests: 200,
    durationMinutes: 300,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'oliver-2024',
    talent: 'oliver',
    title: 'Flairshow – sæson 2024',
    category: 'cocktails',
    status: 'archived',
    description: 'Sidste sæsons show. Se den nye udgave i menuen »Flairshow og cocktails«.',
    items: [
      ['Flairshow', '15 minutters show'],
      ['Mojito', 'Lys rom, lime og mynte'],
      ['Caipirinha', 'Cachaça, lime og rørsukker'],
    ],
    pricePerGuest: 29900,
    minGuests: 30,
    maxGuests: 120,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },

  // Nanna Skov
  {
    key: 'nanna-nordisk',
    talent: 'nanna',
    title: 'Nordisk sæsonmenu i fem retter',
    category: 'mad',
    status: 'published',
    description:
      'Fem retter med det bedste fra sæsonen, mange af dem med grøntsager fra min egen køkkenhave. ' +
      'Menuen skifter med årstiden – her er et eksempel fra efteråret.',
    items: [
      ['Snacks', 'Sprøde rodfrugtchips med skyr og ramsløg'],
      ['Jomfruhummer', 'Med syltet græskar og brunet smør'],
      ['Svampe fra skoven', 'Med æg, persille og rugcrumble'],
      ['Kronhjort', 'Med knoldselleri, brombær og enebærsauce'],
      ['Æble og hyben', 'Med karamel og havreis'],
    ],
    pricePerGuest: 69500,
    minGuests: 6,
    maxGuests: 24,
    durationMinutes: 300,
    allergens: 'Krebsdyr, mælk, æg, gluten, selleri',
  },
  {
    key: 'nanna-vinparring',
    talent: 'nanna',
    title: 'Nordisk menu med vinparring',
    category: 'mad',
    status: 'published',
    description: 'Sæsonmenuen i fem retter med et glas udvalgt vin til hver ret.',
    items: [
      ['Snacks og champagne', 'Sprøde rodfrugtchips og et glas bobler'],
      ['Jomfruhummer og riesling', 'Med syltet græskar og brunet smør'],
      ['Svampe og bourgogne', 'Med æg og rugcrumble'],
      ['Kronhjort og syrah', 'Med knoldselleri og brombær'],
      ['Æble og hedvin', 'Med karamel og havreis'],
    ],
    pricePerGuest: 89500,
    minGuests: 6,
    maxGuests: 20,
    durationMinutes: 300,
    containsAlcohol: true,
    allergens: 'Krebsdyr, mælk, æg, gluten, selleri, sulfitter',
  },
  {
    key: 'nanna-frokost',
    talent: 'nanna',
    title: 'Dansk frokostbord',
    category: 'mad',
    status: 'published',
    description: 'Det store kolde og lune bord med sild, fisk, lune retter og ost – til konfirmationen, barnedåben eller julefrokosten.',
    items: [
      ['Tre slags sild', 'Marineret, karrysild og stegte sild i lage'],
      ['Fiskefilet', 'Med remoulade og citron'],
      ['Æggekage', 'Med bacon og purløg'],
      ['Hjemmelavet leverpostej', 'Med svampe og bacon'],
      ['Oste', 'Med rugbrød og syltede frugter'],
    ],
    pricePerGuest: 32500,
    minGuests: 15,
    maxGuests: 60,
    durationMinutes: 180,
    allergens: 'Fisk, æg, mælk, gluten, sennep',
  },
  {
    key: 'nanna-hoest',
    talent: 'nanna',
    title: 'Høstmiddag',
    category: 'mad',
    status: 'draft',
    description: 'En rustik middag i tre retter med græskar, kål og æbler fra haven.',
    items: [
      ['Græskarsuppe', 'Med ristede kerner'],
      ['Langtidsbagt svinenakke', 'Med kål og æbler'],
      ['Æblekage', 'Med flødeskum'],
    ],
    pricePerGuest: 37500,
    minGuests: 8,
    maxGuests: 30,
    durationMinutes: 240,
    allergens: 'Mælk, gluten',
  },

  // Kasper Brandt
  {
    key: 'kasper-craft',
    talent: 'kasper',
    title: 'Craft beer-smagning',
    category: 'oel',
    status: 'published',
    description:
      'Seks øl fra mit eget mikrobryggeri og fra nogle af Danmarks bedste små bryggerier. ' +
      'Jeg fortæller om brygning, og der er ost og pølser til.',
    items: [
      ['Session IPA', 'Let og humlet'],
      ['Saison', 'Tør og krydret belgisk gårdøl'],
      ['Hazy IPA', 'Tropisk frugt og blød fylde'],
      ['Sour med hindbær', 'Syrlig og frisk'],
      ['Barley wine', 'Lagret på egetræsfad'],
    ],
    pricePerGuest: 26900,
    minGuests: 8,
    maxGuests: 30,
    durationMinutes: 150,
    allergens: 'Gluten (byg, hvede og havre), mælk (ost)',
  },
  {
    key: 'kasper-fadoel',
    talent: 'kasper',
    title: 'Fadølsanlæg med fire haner',
    category: 'oel',
    status: 'published',
    description:
      'Stort fadølsanlæg med fire forskellige øl fra mit bryggeri og en ølskænker, der passer på det hele aftenen. ' +
      'Velegnet til store fester i telt eller lade.',
    items: [
      ['Husets pilsner', 'Frisk og sprød'],
      ['Amber ale', 'Karamel og let humle'],
      ['Hvedeøl', 'Blød og frugtig'],
      ['Sæsonens øl', 'Skifter med årstiden'],
    ],
    pricePerGuest: 19900,
    minGuests: 40,
    maxGuests: 250,
    durationMinutes: 360,
    allergens: 'Gluten (byg og hvede)',
  },
  {
    key: 'kasper-oelmad',
    talent: 'kasper',
    title: 'Øl og mad i samspil',
    category: 'oel',
    status: 'published',
    description: 'Fem små retter, hver med en øl, der er valgt til at løfte maden. En hyggelig aften for både øl- og madelskere.',
    items: [
      ['Pilsner og rejer', 'Håndpillede rejer på ristet brød'],
      ['Hvedeøl og fisk', 'Stegt rødspætte med citron'],
      ['IPA og curry', 'Krydret kylling med ris'],
      ['Porter og ost', 'Lagret gouda med sennep'],
      ['Stout og chokolade', 'Mørk chokolademousse'],
    ],
    pricePerGuest: 39500,
    minGuests: 8,
    maxGuests: 30,
    durationMinutes: 180,
    allergens: 'Gluten, krebsdyr, fisk, mælk, æg, sennep',
  },

  // Maja Thomsen
  {
    key: 'maja-blandet',
    talent: 'maja',
    title: 'Drinks med og uden alkohol',
    category: 'cocktails',
    status: 'published',
    description: 'Tre klassiske cocktails og tre alkoholfri drinks, så der er noget til alle gæster.',
    items: [
      ['Aperol Spritz', 'Aperol, prosecco og danskvand'],
      ['Mojito', 'Rom, lime og mynte'],
      ['Espresso Martini', 'Vodka, kaffelikør og espresso'],
      ['Virgin Mojito', 'Lime, mynte og danskvand'],
      ['Hyldeblomst-lemonade', 'Hjemmelavet med citron'],
      ['Ingefærøl', 'Med lime og mynte'],
    ],
    pricePerGuest: 21900,
    minGuests: 15,
    maxGuests: 80,
    durationMinutes: 240,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'maja-alkoholfri',
    talent: 'maja',
    title: 'Alkoholfri sommerbar',
    category: 'alkoholfri',
    status: 'published',
    description: 'Friske alkoholfri drinks med danske bær og krydderurter – til barnedåben, konfirmationen eller firmaets sommerfest.',
    items: [
      ['Solbær-fizz', 'Solbær, citron og danskvand'],
      ['Agurk og mynte', 'Med lime og tonic'],
      ['Rabarber-lemonade', 'Hjemmelavet rabarbersaft'],
    ],
    pricePerGuest: 15900,
    minGuests: 15,
    maxGuests: 80,
    durationMinutes: 180,
    allergens: 'Ingen kendte allergener',
  },
  {
    key: 'maja-julefrokost',
    talent: 'maja',
    title: 'Julefrokostbar',
    category: 'cocktails',
    status: 'published',
    description: 'Snaps, gløgg og julecocktails til firmaets julefrokost.',
    items: [
      ['Hjemmelavet snaps', 'Med porse og dild'],
      ['Gløgg', 'Med rosiner og mandler'],
      ['Juleæble-sour', 'Æble, kanel og whisky'],
    ],
    pricePerGuest: 22900,
    minGuests: 20,
    maxGuests: 100,
    durationMinutes: 240,
    allergens: 'Mandler',
  },
];
