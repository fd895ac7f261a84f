/**
 * The console side of the CMS: the document of a path parameter, checked against the
 * staff member's grants on its brand (`requireStaff`: 403 audited for another brand's editor),
 * and the actor of a change.
 */
import type { APIContext } from 'astro';
import type { Db } from '../db/client.ts';
import type { ConsoleAction } from '../../domain/staff/roles.ts';
import { requestAddress, requireStaff } from '../staff/guard.ts';
import { positiveIdParam } from '../staff/params.ts';
import { requireDocument, type CmsActor, type CmsDocumentView } from './store.ts';
import { ensureCms } from './sync.ts';

/**
 * The document `{documentId}` when the staff member may do `action` on its brand.
 * @throws AppError not_found, unauthorized, forbidden (audited)
 */
export async function documentFor(db: Db, context: APIContext, action: ConsoleAction): Promise<{ doc: CmsDocumentView; actor: CmsActor }> {
  await ensureCms(db);
  const id = positiveIdParam(context.params.documentId, 'page');
  const doc = await requireDocument(db, id);
  const member = await requireStaff(db, context, action, doc.brandId);
  return { doc, actor: { staffId: member.id, clientAddress: requestAddress(context) } };
}
