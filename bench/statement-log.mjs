// Loaded into the server with `node --import ./bench/statement-log.mjs dist/server.mjs` by
// bench/booking-statements.mjs: appends every SQL statement the app's Prisma connections send
// (the ones the driver adapter opens with `-c jit=off`, cms/db/adapter.ts) to the file named by
// BENCH_STATEMENT_LOG, one line each, so a script can count what one request costs. The job
// worker's, the events' and the start-up lock's own connections are left out.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_STATEMENT_LOG;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (file && text && String(this.connectionParameters?.options ?? '').includes('jit=off')) {
    appendFileSync(file, `${text.replace(/\s+/g, ' ')}\n`);
  }
  return query.call(this, config, ...rest);
};
