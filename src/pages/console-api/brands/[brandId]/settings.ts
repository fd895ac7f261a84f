/**
 * `GET /console-api/brands/{brandId}/settings?domain=` (settings.view): every setting of the brand
 * (domain '' or absent) or of one of its domains — inherited value, this level's override and
 * version, effective value. `PUT` {domain, changes: [{key, value | reset, version}], reason}
 * (settings.edit): saves all or nothing → the level's settings; 409 with the current override and
 * version for a stale change, 422 naming the field for a value that does not validate.
 * Another brand's settings answer 403, recorded in the audit log.
 */
import type { APIRoute } from 'astro';
import { db, readJson, readQuery } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { brandSettingsAnswer } from '../../../../../schemas/console-answers.ts';
import { requestAddress, requireStaff } from '../../../../server/staff/guard.ts';
import { brandSettingsData, saveBrandSettings } from '../../../../server/settings/console.ts';
import { saveSettingsBody, settingDomainSchema } from '../../../../../schemas/brand-settings.ts';
import { z } from 'zod';

const query = z.object({ domain: settingDomainSchema.optional() });

export const GET: APIRoute = (context) =>
  consoleHandle(brandSettingsAnswer, async () => {
    const database = await db();
    const brandId = context.params.brandId ?? '';
    const member = await requireStaff(database, context, 'settings.view', brandId);
    const { domain = '' } = readQuery(context.url, query);
    return brandSettingsData(database, member, brandId, domain);
  });

export const PUT: APIRoute = (context) =>
  consoleHandle(brandSettingsAnswer, async () => {
    const database = await db();
    const brandId = context.params.brandId ?? '';
    const member = await requireStaff(database, context, 'settings.edit', brandId);
    const body = await readJson(context.request, saveSettingsBody);
    return saveBrandSettings(database, member, brandId, body, { staffId: member.id, clientAddress: requestAddress(context), reason: body.reason });
  });
