/**
 * `POST /console-api/cms/documents/{id}/preview` {version}: a signed preview link of a saved
 * version on the brand's domain (`content.edit`), valid for an hour: `{ path, url }`. The URL
 * uses the brand's first public domain with this request's scheme and port.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { cmsPreviewAnswer } from '../../../../../../schemas/console-answers.ts';
import { documentFor } from '../../../../../server/cms/console.ts';
import { previewPath } from '../../../../../server/cms/preview.ts';
import { brands } from '../../../../../server/brands.ts';
import { AppError } from '../../../../../server/errors.ts';
import { publicDomain } from '../../../../../domain/seo.ts';
import { cmsPreviewBody } from '../../../../../../schemas/cms-api.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(cmsPreviewAnswer, async () => {
    const database = await db();
    const { doc } = await documentFor(database, context, 'content.edit');
    const { version } = await readJson(context.request, cmsPreviewBody);
    if (version > doc.version) throw new AppError('not_found', `There is no version ${version}.`);
    const brand = brands.byId.get(doc.brandId)!;
    const lng = (brand.languages as readonly string[]).includes(doc.language) ? doc.language : brand.defaultLanguage;
    const path = await previewPath(database, lng, doc.id, version);
    const domain = publicDomain(brand.domains);
    return { path, url: `${context.url.protocol}//${domain}${context.url.port ? `:${context.url.port}` : ''}${path}` };
  });
