/**
 * `POST /console-api/bonuses/{brandId}/templates` `{ template, reason }`: creates or changes the
 * brand's bonus template with `template.code` (`bonuses.edit` on the brand; 403 audited
 * otherwise), audited → `{ template }`. 400 bad body (naming the field), 404 unknown brand, 422
 * bonus_template_invalid (the brand's bonus policy, currency, or a promo code of another template).
 */
import type { APIRoute } from 'astro';
import { consoleTemplateBody } from '../../../../../schemas/bonus.ts';
import { saveTemplate } from '../../../../server/bonus/console.ts';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { bonusTemplateAnswer } from '../../../../../schemas/console-answers.ts';
import { requestAddress, requireStaffOnBrand } from '../../../../server/staff/guard.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(bonusTemplateAnswer, async () => {
    const database = await db();
    const { brand, member } = await requireStaffOnBrand(database, context, 'bonuses.edit');
    const body = await readJson(context.request, consoleTemplateBody);
    return { template: await saveTemplate(database, member.id, brand, body.template, body.reason, requestAddress(context)) };
  });
