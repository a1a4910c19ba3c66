/**
 * The menu search index repairs itself at start (ensureSearchIndex, cms/domain/search) when the
 * generated search column Keystone does not know is missing. After a restart, every menu is
 * found by its own words and edits are followed again.
 */
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/fixtures';
import { dropDatabase, freshDatabaseUrl, startServer, type TestServer, Visitor } from '../support/server';

let server: TestServer | undefined;
let databaseUrl = '';
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** A database made without our search migration, done to the database while the server is down. */
async function breakTheIndex(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`ALTER TABLE "Menu" DROP COLUMN "search_document"`);
  await client.end();
}

it('rebuilds a broken index at start, and every menu is found by its own words', async () => {
  databaseUrl = await freshDatabaseUrl();
  server = await startServer({ DATABASE_URL: databaseUrl });
  const signIn = async () => {
    const admin = new Visitor(server!.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    return admin;
  };
  let admin = await signIn();
  const made = await admin.gql(`mutation($data: [MenuCreateInput!]!) { createMenus(data: $data) { id title } }`, {
    data: ['Hyldeblomstbar', 'Rabarberfest', 'Lakridsbrunch'].map((title) => ({
      title,
      status: 'published',
      description: `${title.toLowerCase()} og venner`,
    })),
  });
  expect(made.errors).toBeUndefined();
  const titlesFor = async (text: string) => {
    const result = await admin.gql(`query($s: MenuSearchInput!) { searchMenus(search: $s) { menus { title } } }`, { s: { text } });
    expect(result.errors).toBeUndefined();
    return result.data.searchMenus.menus.map((m: { title: string }) => m.title);
  };
  expect(await titlesFor('rabarberfest')).toEqual(['Rabarberfest']);

  await server.stop();
  await breakTheIndex(databaseUrl);
  server = await startServer({ DATABASE_URL: databaseUrl });
  admin = await signIn();

  expect(await titlesFor('hyldeblomstbar')).toEqual(['Hyldeblomstbar']);
  expect(await titlesFor('rabarberfest')).toEqual(['Rabarberfest']);
  expect(await titlesFor('lakridsbrunch')).toEqual(['Lakridsbrunch']);
  const [first] = made.data.createMenus as { id: string }[];
  await admin.gql(
    `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { title: "Kastanjebar", description: "kastanjer" }) { id } }`,
    { id: first.id },
  );
  expect(await titlesFor('kastanjebar')).toEqual(['Kastanjebar']);
  expect(await titlesFor('hyldeblomstbar')).toEqual([]);
});
