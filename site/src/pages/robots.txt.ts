/** /robots.txt — crawl the public site; keep out of account areas, the back office and the API. */
import type { APIRoute } from 'astro';
import { siteConfig } from '../config';

const PRIVATE = [
  '/admin',
  '/api/',
  '/account',
  '/favourites',
  '/my-bookings',
  '/your-messages',
  '/dashboard',
  '/bookings',
  '/messages',
  '/wallet',
  '/settings',
  '/login',
  '/register',
  '/stripe/',
  '/dev/',
];

export const GET: APIRoute = ({ url }) => {
  const origin = siteConfig.publicUrl ?? url.origin;
  const body = ['User-agent: *', 'Allow: /', ...PRIVATE.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
};
