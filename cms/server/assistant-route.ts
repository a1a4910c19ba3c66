/**
 * POST /api/assistant — MixBuddy AI (cms/domain/assistant) as a stream of NDJSON lines:
 *   {"type":"text","text":"Jeg fandt "} … {"type":"menus","menus":[…]} … {"type":"done"}
 * Body: { "messages": [{ "role": "user" | "assistant", "content": "…" }, …] }, JSON only — a
 * cross-site form cannot send JSON without a CORS preflight, which this server never grants.
 * Refusals come before the stream as JSON { error } with 400 (bad question) or 429 (limit).
 * The assistant reads public data only, so the visitor's session is never looked at here.
 */
import express, { type Express } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';
import { askAssistant } from '../domain/assistant';
import { DomainError } from '../domain/errors';

export function mountAssistant(app: Express, context: KeystoneContext) {
  app.post('/api/assistant', express.json({ limit: '64kb' }), async (req, res, next) => {
    if (!req.is('application/json')) {
      res.status(415).json({ error: 'Send spørgsmålet som JSON.' });
      return;
    }
    try {
      const visitor = { key: req.ip || req.socket.remoteAddress || 'unknown' };
      const events = await askAssistant(context, req.body, visitor);
      res.status(200);
      res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      let gone = false;
      res.on('close', () => (gone = true));
      for await (const event of events) {
        if (gone) break;
        res.write(`${JSON.stringify(event)}\n`);
      }
      res.end();
    } catch (error) {
      if (error instanceof DomainError && !res.headersSent) {
        res.status(error.code === 'CONFLICT' ? 429 : 400).json({ error: error.message });
        return;
      }
      next(error);
    }
  });
}
