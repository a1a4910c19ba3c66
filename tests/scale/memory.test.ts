/**
 * Memory under sustained writes, in production mode: after a warm-up, 1,200 more booking requests
 * and messages leave the live JavaScript heap where it was. Measured the way a heap snapshot is
 * taken — through the inspector, after a full garbage collection (HeapProfiler.collectGarbage,
 * then Runtime.getHeapUsage) — so V8 sizing its heap to the load (RSS, which grows and plateaus:
 * docs/operations.md, "Memory") does not count, and anything kept per request does: 4 KB per write
 * would already be over the bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWorld, dateInDays, requestBooking, type BookingWorld } from '../support/bookings';
import { PRODUCTION_ENV, startServer, type TestServer } from '../support/server';

const WRITES = 1200;
const BOUND_BYTES = 4 * 1024 * WRITES;

let server: TestServer;
let w: BookingWorld;

/** The server's inspector (started with --inspect on a free port): one call at a time. */
async function inspector(logs: () => string) {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(logs())?.[1];
  if (!url) throw new Error(`no inspector address in the server's output:\n${logs()}`);
  const socket = new WebSocket(url);
  await new Promise((ok, fail) => {
    socket.onopen = ok;
    socket.onerror = fail;
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<any>((ok) => {
      const mine = ++id;
      const listener = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== mine) return;
        socket.removeEventListener('message', listener);
        ok(message.result);
      };
      socket.addEventListener('message', listener);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  return {
    /** Bytes of live JavaScript heap after a full collection. */
    liveHeap: async () => {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      return (await call('Runtime.getHeapUsage')).usedSize as number;
    },
    close: () => socket.close(),
  };
}

/** `count` writes, 10 at a time: booking requests on many days and a message in each thread. */
async function writes(count: number, offset: number) {
  let next = 0;
  const conversations: string[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const i = offset + next++;
        if (i % 2 === 0 || !conversations.length) {
          const customer = i % 4 < 2 ? w.customerA.visitor : w.customerB.visitor;
          const answer = await requestBooking(w, customer, dateInDays(30 + (i % 200)), '18:00', 10);
          const conversation = answer.data?.requestBooking?.conversation?.id;
          if (!conversation) throw new Error(`request failed: ${JSON.stringify(answer.errors)}`);
          if (customer === w.customerA.visitor) conversations.push(conversation);
        } else {
          const answer = await w.customerA.visitor.gql(
            'mutation($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }',
            {
              c: conversations[i % conversations.length],
              b: `Besked nummer ${i} om menuen og tidspunktet`,
            },
          );
          if (!answer.data?.sendMessage) throw new Error(`message failed: ${JSON.stringify(answer.errors)}`);
        }
      }
    }),
  );
}

describe('memory under sustained writes (production mode)', () => {
  beforeAll(async () => {
    server = await startServer({ ...PRODUCTION_ENV, SCHEDULER_INTERVAL_MS: '0', NODE_OPTIONS: '--inspect=127.0.0.1:0' });
    w = await createBookingWorld(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it(`keeps no memory per write: the live heap after ${WRITES} more writes is within ${BOUND_BYTES / 1024} KB`, async () => {
    const heap = await inspector(server.logs);
    try {
      await writes(400, 0); // warm-up: compiled code, caches, pools
      const before = await heap.liveHeap();
      await writes(WRITES, 400);
      const after = await heap.liveHeap();
      expect(after - before, `live heap ${Math.round(before / 1e6)} MB → ${Math.round(after / 1e6)} MB`).toBeLessThan(BOUND_BYTES);
    } finally {
      heap.close();
    }
  }, 600_000);
});
