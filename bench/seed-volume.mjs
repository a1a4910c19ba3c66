// A PostgreSQL bench database at volume: the Danish demo data (seeded by the app itself), then N
// generated published menus and M bookings inserted in bulk, the way a busy marketplace looks.
//
//   node bench/seed-volume.mjs --menus=10000 --bookings=50000 [--db=mixbuddy_bench_volume] [--port=3291]
//
// `--db` names a database in the bench cluster (bench/server.mjs: BENCH_DATABASE_URL's, else the
// embedded one in bench/data/postgres). `bench/run.mjs`, `bench/render-cpu.mjs` and
// `bench/backoffice.mjs` seed through `seedVolume`. Each menu's search document (a generated
// column, GIN-indexed) is computed as it is inserted; the server analyses the tables on its next
// start (cms/db/statistics.ts).
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { numberArg, openBenchCluster, prepareDatabase, stringArg } from './server.mjs';

const words = {
  cocktails: ['Cocktails', 'Gin og tonic', 'Mojito-bar', 'Klassiske drinks', 'Tikibar', 'Spritz', 'Whisky sour', 'Negroni'],
  vin: ['Vinsmagning', 'Naturvin', 'Bobler', 'Rødvin til maden', 'Champagne', 'Sommervin'],
  oel: ['Ølsmagning', 'Fadøl', 'Specialøl', 'Juleøl', 'IPA og stout'],
  mad: ['Tapas', 'Nordisk menu', 'Grill', 'Smørrebrød', 'Pasta', 'Brunch'],
  alkoholfri: ['Mocktails', 'Alkoholfri bar', 'Saft og sodavand', 'Kombucha'],
};
const occasions = ['bryllup', 'fødselsdag', 'firmafest', 'julefrokost', 'konfirmation', 'sommerfest', 'studenterfest', 'jubilæum'];
const flavours = ['citrus', 'hyldeblomst', 'rabarber', 'jordbær', 'kaffe', 'æble', 'ingefær', 'lakrids', 'hindbær', 'rosmarin'];
const categories = Object.keys(words);
// Statuses that fit the date, so the server's scheduler finds nothing to expire or complete.
const pastStatuses = ['completed', 'completed', 'completed', 'declined', 'cancelled', 'expired'];
const futureStatuses = ['requested', 'accepted', 'paid', 'paid', 'cancelled'];

/** Menu ids are `bench` + 8 digits, so a benchmark can name one (`benchMenuId(4242)`). */
export const benchMenuId = (i) => `bench${String(i).padStart(8, '0')}`;

/** Multi-row INSERTs of 500 rows (20 columns × 500 stays far below PostgreSQL's 65,535 parameters). */
async function insertInBatches(db, table, columns, rows) {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const tuples = batch.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(',')})`);
    await db.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`, batch.flat());
  }
}

/**
 * A fresh database `database` in `cluster` (bench/server.mjs, `openBenchCluster`) with the demo data,
 * `menus` published menus and `bookings` bookings.
 */
export async function seedVolume({ cluster, database, port, menus = 10_000, bookings = 0 }) {
  await cluster.create(database);
  // Demo data first (accounts, talent, calendars) through the app itself, in development mode.
  await prepareDatabase({
    port,
    databaseUrl: cluster.urlOf(database),
    env: { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const db = new pg.Client({ connectionString: cluster.urlOf(database) });
  await db.connect();
  const talents = (await db.query(`SELECT "id" FROM "TalentProfile" ORDER BY "id"`)).rows.map((r) => r.id);
  const customers = (await db.query(`SELECT "id" FROM "User" WHERE "role" = 'customer' ORDER BY "id"`)).rows.map((r) => r.id);
  let random = 42;
  const rand = (n) => (random = (random * 1103515245 + 12345) % 2147483648) % n;
  const now = Date.now();

  const menuRows = [];
  const menuPrice = [];
  for (let i = 0; i < menus; i++) {
    const category = categories[i % categories.length];
    const title = `${words[category][rand(words[category].length)]} til ${occasions[rand(occasions.length)]} #${i + 1}`;
    const flavour = flavours[rand(flavours.length)];
    const description = `En menu med ${flavour} og sæsonens råvarer til ${occasions[rand(occasions.length)]}. Vi medbringer alt udstyr.`;
    const items = JSON.stringify([
      { name: `${flavour} special`, description: 'Husets signatur' },
      { name: 'Velkomst', description: 'Let og frisk' },
    ]);
    const min = 5 + rand(20);
    const price = (99 + rand(700)) * 100;
    menuPrice.push(price);
    menuRows.push([
      benchMenuId(i),
      talents[i % talents.length],
      title,
      description,
      category,
      items,
      price,
      min,
      min + 20 + rand(80),
      120 + 30 * rand(6),
      category !== 'alkoholfri' && category !== 'mad',
      '',
      JSON.stringify([`/images/demo/menu-${category}-1.svg`]),
      'published',
      rand(500),
      new Date(now - i * 60_000).toISOString(),
    ]);
  }
  await insertInBatches(
    db,
    'Menu',
    [
      'id',
      'talent',
      'title',
      'description',
      'category',
      'items',
      'pricePerGuest',
      'minGuests',
      'maxGuests',
      'durationMinutes',
      'containsAlcohol',
      'allergens',
      'images',
      'status',
      'viewCount',
      'createdAt',
    ],
    menuRows,
  );

  // A talent takes one event a day (the constraint Booking_one_event_a_day): an accepted or paid
  // booking on a Copenhagen day its talent already has one of stays a request instead.
  const copenhagenDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' });
  const taken = new Set(
    (
      await db.query(
        `SELECT "talent" || ' ' || ((("startsAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Copenhagen')::date)::text AS "key" FROM "Booking" WHERE "status" IN ('accepted', 'paid')`,
      )
    ).rows.map((r) => r.key),
  );
  const bookingRows = [];
  for (let i = 0; i < bookings && menus > 0; i++) {
    const m = rand(menus);
    const guests = 10 + rand(40);
    const total = menuPrice[m] * guests;
    const commission = Math.round(total * 0.15);
    const startsAt = now + (rand(400) - 200) * 86_400_000;
    const created = Math.min(now, startsAt) - rand(60) * 86_400_000;
    let status = startsAt < now ? pastStatuses[i % pastStatuses.length] : futureStatuses[i % futureStatuses.length];
    const day = `${talents[m % talents.length]} ${copenhagenDay.format(startsAt)}`;
    if (status === 'accepted' || status === 'paid') {
      if (taken.has(day)) status = 'requested';
      else taken.add(day);
    }
    const iso = (t) => new Date(t).toISOString();
    bookingRows.push([
      `benchbk${String(i).padStart(8, '0')}`,
      benchMenuId(m),
      customers[i % customers.length],
      talents[m % talents.length],
      iso(startsAt),
      iso(startsAt + 4 * 3_600_000),
      guests,
      `Testvej ${1 + rand(200)}`,
      '2100',
      'København Ø',
      'Vi glæder os',
      menuPrice[m],
      total,
      commission,
      total - commission,
      status,
      status === 'requested' ? iso(now + 40 * 3_600_000) : null,
      status === 'accepted' ? iso(now + 70 * 3_600_000) : null,
      iso(created),
      iso(created),
    ]);
  }
  await insertInBatches(
    db,
    'Booking',
    [
      'id',
      'menu',
      'customer',
      'talent',
      'startsAt',
      'endsAt',
      'guests',
      'address',
      'postcode',
      'city',
      'message',
      'pricePerGuest',
      'totalAmount',
      'commissionAmount',
      'talentAmount',
      'status',
      'respondBy',
      'payBy',
      'createdAt',
      'updatedAt',
    ],
    bookingRows,
  );

  const count = async (sql) => Number((await db.query(sql)).rows[0].n);
  const result = {
    menus: await count(`SELECT count(*) AS n FROM "Menu"`),
    published: await count(`SELECT count(*) AS n FROM "Menu" WHERE "status" = 'published'`),
    bookings: await count(`SELECT count(*) AS n FROM "Booking"`),
  };
  await db.end();
  return result;
}

/** The volume of the command line: `--db` (a database in the bench cluster), `--menus`, `--bookings`. */
export const volumeArgs = () => ({
  database: stringArg('db') ?? 'mixbuddy_bench_volume',
  menus: numberArg('menus', 10_000),
  bookings: numberArg('bookings', 50_000),
});

/**
 * The volume database of the command line (`volumeArgs`) for a benchmark: seeded when it does not
 * exist yet or with `--reseed`, else kept as it is. Returns its name.
 */
export async function volumeDatabase(cluster, port) {
  const { database, menus, bookings } = volumeArgs();
  if (process.argv.includes('--reseed') || !(await cluster.exists(database))) {
    console.log('seeded', await seedVolume({ cluster, database, port, menus, bookings }));
  }
  return database;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = await openBenchCluster();
  try {
    const { database, menus, bookings } = volumeArgs();
    const seeded = await seedVolume({ cluster, database, port: numberArg('port', 3291), menus, bookings });
    console.log('seeded', database, seeded);
  } finally {
    await cluster.stop();
  }
}
