/**
 * A local stand-in for Sentry's ingest: an HTTP server that accepts envelopes at
 * `/api/<project>/envelope/`, decodes them (including compressed replay recordings) and keeps
 * them for assertions. Point a MixBuddy server at it with `SENTRY_DSN: ingest.dsn`.
 */
import { createServer, type Server } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

export type EnvelopeItem = { type: string; header: Record<string, unknown>; payload: unknown; text: string };
/** `viaTunnel`: posted by MixBuddy's /web-vitals tunnel (it sets X-Forwarded-For; the server SDK does not). */
export type ReceivedEnvelope = { path: string; viaTunnel: boolean; header: Record<string, unknown>; items: EnvelopeItem[]; raw: Buffer };

const PROJECT_ID = '4242';
const PUBLIC_KEY = 'mixbuddytestkey';

function decodeRecording(payload: Buffer): string {
  // A replay recording is `{"segment_id":n}\n` followed by the (usually zlib-compressed) events.
  const newline = payload.indexOf(0x0a);
  const body = newline === -1 ? payload : payload.subarray(newline + 1);
  try {
    return inflateSync(body).toString('utf8');
  } catch {
    return body.toString('utf8');
  }
}

/** Parses a Sentry envelope (newline-delimited headers, payloads with or without `length`). */
export function parseEnvelope(raw: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = () => {
    const end = raw.indexOf(0x0a, offset);
    const line = raw.subarray(offset, end === -1 ? raw.length : end);
    offset = end === -1 ? raw.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < raw.length) {
    const headerLine = readLine().toString('utf8').trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = raw.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (raw[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    const type = String(itemHeader.type);
    const text = type === 'replay_recording' ? decodeRecording(payload) : payload.toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON (recordings with several lines, attachments) */
    }
    items.push({ type, header: itemHeader, payload: parsed, text });
  }
  return { header, items };
}

export type SentryIngest = {
  dsn: string;
  projectId: string;
  origin: string;
  envelopes: ReceivedEnvelope[];
  /** Envelopes the tunnel forwarded (from browsers or tests). */
  tunneled: () => ReceivedEnvelope[];
  /** Error events (item type `event`), newest last. */
  events: () => Record<string, any>[];
  /** Everything received, decoded, as one string: to check that a secret never arrived. */
  allText: () => string;
  close: () => Promise<void>;
};

export async function startSentryIngest(): Promise<SentryIngest> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The server SDK gzips envelopes over 32 KB (a transaction with many spans), as Sentry accepts.
      const body = Buffer.concat(chunks);
      const raw = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        const received = { path: req.url ?? '', raw, viaTunnel: Boolean(req.headers['x-forwarded-for']) };
        try {
          envelopes.push({ ...received, ...parseEnvelope(raw) });
        } catch {
          envelopes.push({ ...received, header: {}, items: [] });
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'ok' }));
        return;
      }
      // A script on another origin that throws: the page only sees the opaque "Script error.".
      if (req.method === 'GET' && req.url === '/cross-origin-throw.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' }).end("throw new Error('cross-origin detail the page must not see');");
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT_ID}`,
    projectId: PROJECT_ID,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    tunneled: () => envelopes.filter((e) => e.viaTunnel),
    events: () => envelopes.flatMap((e) => e.items.filter((i) => i.type === 'event').map((i) => i.payload as Record<string, any>)),
    allText: () => envelopes.map((e) => e.items.map((i) => `${JSON.stringify(i.header)}\n${i.text}`).join('\n')).join('\n'),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
