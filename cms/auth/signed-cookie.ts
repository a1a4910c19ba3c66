/**
 * A small signed cookie (HMAC-SHA256 with SESSION_SECRET) that carries the OpenID Connect
 * state, nonce and PKCE verifier from the redirect to the provider until its callback. It is
 * HttpOnly, SameSite=Lax (the callback is a top-level GET from the provider), short-lived, and
 * scoped to /auth.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { config } from '../config';

const sign = (value: string) => createHmac('sha256', config.sessionSecret).update(value).digest('base64url');

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function setSignedCookie(res: Response, name: string, data: object, maxAgeSeconds: number) {
  const value = Buffer.from(JSON.stringify(data)).toString('base64url');
  res.cookie(name, `${value}.${sign(value)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/auth',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function readSignedCookie<T>(req: Request, name: string): T | null {
  const raw = readCookie(req, name);
  if (!raw) return null;
  const [value, signature] = raw.split('.');
  if (!value || !signature) return null;
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

export function clearSignedCookie(res: Response, name: string) {
  res.clearCookie(name, { path: '/auth', httpOnly: true, sameSite: 'lax', secure: config.production });
}
