/** /sitemap.xml — the public pages, every published menu and every talent profile. */
import type { APIRoute } from 'astro';
import { siteConfig } from '../config';
import { publicCopy } from '../i18n/public';
import { PUBLISHED } from '../lib/menus';
import { findAll } from '../../../cms/db/find-all';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ locals, url }) => {
  const origin = siteConfig.publicUrl ?? url.origin;
  const keystone = locals.keystone;
  const [menus, talent] = await Promise.all([
    // Every one, not the first maxTake (cms/graphql/limits.ts).
    findAll<{ id: string; createdAt: string; updatedAt: string | null }>(keystone.query.Menu, {
      where: PUBLISHED,
      query: 'id createdAt updatedAt',
    }),
    findAll<{ id: string; createdAt: string }>(keystone.query.TalentProfile, { query: 'id createdAt' }),
  ]);
  const entry = (path: string, lastmod?: string | null) =>
    `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicCopy.sitemap.staticPaths.map((p) => entry(p)),
    ...menus.map((m) => entry(`/menu/${m.id}`, m.updatedAt ?? m.createdAt)),
    ...talent.map((t) => entry(`/profile/${t.id}`, t.createdAt)),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
