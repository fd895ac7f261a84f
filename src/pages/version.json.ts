/**
 * `GET /version.json?{minute}` (spec §7): the running build's version as a JSON string, never
 * cached. Open pages poll it every 60 s (src/islands/shell/UpdateNotice.tsx) and offer a reload when it
 * differs from the version they were rendered with.
 */
import type { APIRoute } from 'astro';
import { BUILD_VERSION } from '../server/app-version.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(BUILD_VERSION), { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
