/**
 * `GET /console-api/cms/theme/{brandId}`: the brand's theme tokens scoped to the editor's preview
 * (`.cms-preview`), so the visual editor previews blocks in the brand's colours and fonts inside
 * the console (`content.view` on the brand).
 */
import type { APIRoute } from 'astro';
import { db } from '../../../../server/endpoint.ts';
import { consoleFile } from '../../../../server/staff/answer.ts';
import { requireStaffOnBrand } from '../../../../server/staff/guard.ts';
import { themeToCss } from '../../../../../schemas/theme.ts';

export const GET: APIRoute = (context) =>
  consoleFile(async () => {
    const { brand } = await requireStaffOnBrand(await db(), context, 'content.view');
    return new Response(themeToCss(brand.theme).replaceAll(':root', '.cms-preview'), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
  });
