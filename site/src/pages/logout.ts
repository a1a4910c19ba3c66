/**
 * POST /logout ends Keystone's session (its Set-Cookie clears the cookie; the site middleware
 * carries it onto this response) and goes to `next` (a same-site path) or the home page. The
 * middleware has already checked the CSRF token, so another site cannot sign anyone out.
 * GET does not sign out (a link or an image must not log anyone out): it just goes home.
 */
import type { APIRoute } from 'astro';
import { safeNextPath } from '../../../cms/auth/next-path';

export const POST: APIRoute = async ({ locals, request, redirect }) => {
  const keystone = locals.keystone;
  await keystone.sessionStrategy?.end({ context: keystone });
  const form = await request.formData().catch(() => null);
  return redirect(safeNextPath(form?.get('next')) ?? '/', 303);
};

export const GET: APIRoute = ({ redirect }) => redirect('/', 302);
