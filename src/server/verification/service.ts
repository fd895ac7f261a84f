/**
 * Verification documents (spec §2 office `verification`/`identification`, §3 verification fields,
 * §4 "Verified"): a player uploads a document (type detected from its bytes, size limited, the
 * bytes stored by {@link DocumentFiles} outside the web root), staff with `verification.review`
 * decide it once — approve, reject with a reason, or ask for another document — and the player's
 * verification state follows the rules of src/domain/verification/rules.ts. Every staff step is
 * audited (`verification.view_document`, `verification.approve`, `verification.reject`,
 * `verification.request_additional`). Concurrent reviews of one document: the first commits, the
 * others get 409.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { playerVerification, players, verificationDocuments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { translateDbError } from '../ledger/ledger.ts';
import { detectAcceptedType } from '../uploads.ts';
import { recordAudit } from '../staff/audit.ts';
import { playerKey, refusePlayer, type StaffSource } from '../staff/player-access.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import {
  DOCUMENT_MAX_BYTES, DOCUMENT_TYPES_ACCEPTED, INITIAL_VERIFICATION, documentTransition, isVerified, reviewProblems, verificationConfig,
  verificationTransition, type DocumentStatus, type DocumentType, type ReviewDecision, type VerificationState, type VerificationStatus,
} from '../../domain/verification/rules.ts';
import type { DocumentFiles } from './files.ts';
import type { DocumentView, VerificationView } from '../../domain/pages/verification.ts';

import type { QueueItem } from '../../domain/console/verification.ts';

export type { DocumentView, QueueItem, VerificationView };

const viewOf = (row: typeof verificationDocuments.$inferSelect): DocumentView => ({
  id: row.id,
  documentType: row.documentType as DocumentType,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  status: row.status as DocumentStatus,
  reviewReason: row.reviewReason,
  requestedDocumentType: row.requestedDocumentType as DocumentType | null,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/** The player's verification state (no row: not started). */
export async function verificationState(db: Db | Tx, playerId: number): Promise<VerificationState> {
  const [row] = await db.select().from(playerVerification).where(eq(playerVerification.playerId, playerId));
  return row ? { status: row.status as VerificationStatus, requestedDocumentType: row.requestedDocumentType as DocumentType | null } : INITIAL_VERIFICATION;
}

/** The user-config fields of spec §3 for a player. */
export async function verificationConfigOf(db: Db, playerId: number) {
  return verificationConfig(await verificationState(db, playerId));
}

/** The player's state locked for update inside `tx` (the row is created when missing). */
async function lockState(tx: Tx, playerId: number): Promise<VerificationState> {
  await tx.insert(playerVerification).values({ playerId, status: INITIAL_VERIFICATION.status }).onConflictDoNothing();
  const [row] = await tx.select().from(playerVerification).where(eq(playerVerification.playerId, playerId)).for('update');
  return { status: row!.status as VerificationStatus, requestedDocumentType: row!.requestedDocumentType as DocumentType | null };
}

async function saveState(tx: Tx, playerId: number, state: VerificationState): Promise<void> {
  await tx.update(playerVerification).set({ status: state.status, requestedDocumentType: state.requestedDocumentType, updatedAt: new Date() }).where(eq(playerVerification.playerId, playerId));
}

/** The player's documents, newest first, and their verification. */
export async function verificationView(db: Db, playerId: number): Promise<VerificationView> {
  const state = await verificationState(db, playerId);
  const rows = await db.select().from(verificationDocuments).where(eq(verificationDocuments.playerId, playerId)).orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id));
  return { ...state, verified: isVerified(verificationConfig(state)), documents: rows.map(viewOf) };
}

/** What an upload needs. */
export interface UploadInput {
  playerId: number;
  documentType: DocumentType;
  bytes: Uint8Array;
}

/**
 * Stores a player's document and moves their verification to `pending`. The same bytes uploaded
 * again while the first copy is pending answer that document (`created: false`, nothing changes).
 * @throws AppError payload_too_large (413) over {@link DOCUMENT_MAX_BYTES}; unsupported_media_type
 *   (415) unless the bytes are a JPEG, PNG, WebP or PDF; conflict (409) once verified;
 *   not_found for an unknown player
 */
export async function uploadDocument(db: Db, files: DocumentFiles, input: UploadInput): Promise<{ document: DocumentView; created: boolean }> {
  const contentType = await detectAcceptedType(input.bytes, {
    maxBytes: DOCUMENT_MAX_BYTES,
    accepted: DOCUMENT_TYPES_ACCEPTED,
    tooLarge: `The document is larger than ${DOCUMENT_MAX_BYTES} bytes (10 MiB).`,
    refused: (detected) => `Only JPEG, PNG or WebP images and PDF files can be uploaded; this file is ${detected ?? 'not a recognised image or PDF'}.`,
  });
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const [player] = await db.select({ brandId: players.brandId }).from(players).where(eq(players.id, input.playerId));
  if (!player) throw new AppError('not_found', 'No such player.');
  const key = await files.write(input.bytes);
  try {
    const result = await db.transaction(async (tx) => {
      const state = await lockState(tx, input.playerId);
      const [same] = await tx
        .select()
        .from(verificationDocuments)
        .where(and(eq(verificationDocuments.playerId, input.playerId), eq(verificationDocuments.sha256, sha256), eq(verificationDocuments.status, 'pending')));
      if (same) return { document: viewOf(same), created: false };
      const next = verificationTransition(state, { kind: 'upload', documentType: input.documentType });
      if (!next) throw new AppError('conflict', 'Your account is verified already; no more documents are needed.', { status: state.status });
      const [row] = await tx
        .insert(verificationDocuments)
        .values({ playerId: input.playerId, brandId: player.brandId, documentType: input.documentType, contentType, sizeBytes: input.bytes.byteLength, sha256, storageKey: key })
        .returning();
      await saveState(tx, input.playerId, next);
      return { document: viewOf(row!), created: true };
    });
    if (!result.created) await files.remove(key);
    return result;
  } catch (error) {
    await files.remove(key);
    throw translateDbError(error);
  }
}

/**
 * Pending documents of the brands where the staff member has `verification.view`, oldest first
 * (at most 200).
 */
export async function reviewQueue(db: Db, source: StaffSource): Promise<QueueItem[]> {
  const brandIds = brandsAllowing(source.actor.grants, 'verification.view');
  if (brandIds.length === 0) return [];
  const rows = await db
    .select({ doc: verificationDocuments, login: players.login, email: players.email, phone: players.phone })
    .from(verificationDocuments)
    .innerJoin(players, eq(players.id, verificationDocuments.playerId))
    .where(and(eq(verificationDocuments.status, 'pending'), brandIds.includes(ALL_BRANDS) ? undefined : inArray(verificationDocuments.brandId, brandIds)))
    .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
    .limit(200);
  return rows.map((r) => ({ ...viewOf(r.doc), playerId: r.doc.playerId, brandId: r.doc.brandId, playerName: r.login ?? r.email ?? r.phone }));
}

/** A document row when the staff member may do `action` on its brand. @throws AppError not_found; forbidden (audited) */
async function documentFor(db: Db, source: StaffSource, action: 'verification.view' | 'verification.review', documentId: number, request: string) {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, documentId));
  if (!row) throw new AppError('not_found', 'No such document.');
  if (!can(source.actor.grants, action, row.brandId)) await refusePlayer(db, source, action, { id: row.playerId, brandId: row.brandId }, request);
  return row;
}

/**
 * A document's bytes for the console, audited as `verification.view_document`.
 * @throws AppError not_found; forbidden (audited) for a brand the staff member may not see
 */
export async function openDocument(db: Db, files: DocumentFiles, source: StaffSource, documentId: number, request: string): Promise<{ bytes: Buffer; contentType: string; document: DocumentView }> {
  const row = await documentFor(db, source, 'verification.view', documentId, request);
  const bytes = await files.read(row.storageKey).catch(() => {
    throw new AppError('not_found', 'The document file is missing.');
  });
  await recordAudit(db, {
    staffId: source.actor.id, action: 'verification.view_document', brandId: row.brandId, key: playerKey(row.playerId),
    after: { documentId, documentType: row.documentType }, reason: request, clientAddress: source.clientAddress,
  });
  return { bytes, contentType: row.contentType, document: viewOf(row) };
}

/** A review decision with what it needs. */
export interface Review {
  decision: ReviewDecision;
  /** Shown to the player; required for reject and request_additional (`reviewProblems`, src/domain/verification/rules.ts). */
  reason: string | null;
  /** For request_additional: the type asked for. */
  requestedDocumentType: DocumentType | null;
}

/**
 * Decides a pending document and moves the player's verification, audited, in one transaction.
 * @returns the document and the player's new state
 * @throws AppError not_found; forbidden (audited); bad_request naming the fields of
 *   `reviewProblems` (a reason missing or of the wrong length, the requested type missing); conflict (409) when the document was decided already (by a concurrent review too)
 */
export async function reviewDocument(db: Db, source: StaffSource, documentId: number, review: Review, request: string): Promise<{ document: DocumentView; playerId: number; state: VerificationState }> {
  const target = await documentFor(db, source, 'verification.review', documentId, request);
  const problems = reviewProblems(review);
  if (problems.length > 0) {
    throw new AppError('bad_request', problems.map((p) => `${p.field}: ${p.message}`).join('; '), { fields: problems.map((p) => p.field) });
  }
  try {
    return await db.transaction(async (tx) => {
      const before = await lockState(tx, target.playerId);
      const [locked] = await tx.select().from(verificationDocuments).where(eq(verificationDocuments.id, documentId)).for('update');
      const status = documentTransition(locked!.status as DocumentStatus, review.decision);
      if (!status) throw new AppError('conflict', `The document was decided already (${locked!.status}).`, { status: locked!.status, documentId });
      const event = review.decision === 'request_additional'
        ? { kind: 'review' as const, decision: review.decision, requestedDocumentType: review.requestedDocumentType! }
        : { kind: 'review' as const, decision: review.decision };
      const next = verificationTransition(before, event)!;
      const [row] = await tx
        .update(verificationDocuments)
        .set({
          status, reviewedBy: source.actor.id, reviewedAt: new Date(), reviewReason: review.decision === 'approve' ? review.reason || null : review.reason,
          requestedDocumentType: review.decision === 'request_additional' ? review.requestedDocumentType : null,
        })
        .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.status, 'pending')))
        .returning();
      if (!row) throw new AppError('conflict', 'The document was decided already.', { documentId });
      await saveState(tx, target.playerId, next);
      await recordAudit(tx, {
        staffId: source.actor.id, action: `verification.${review.decision}`, brandId: target.brandId, key: playerKey(target.playerId),
        before: { documentId, documentStatus: 'pending', verification: before },
        after: { documentId, documentStatus: status, verification: next },
        reason: review.reason || `${review.decision} document ${documentId}`, clientAddress: source.clientAddress,
      });
      return { document: viewOf(row), playerId: target.playerId, state: next };
    });
  } catch (error) {
    throw translateDbError(error);
  }
}

/** One of the player's own documents. @throws AppError not_found for none or another player's */
export async function ownDocument(db: Db, playerId: number, documentId: number): Promise<DocumentView> {
  const [row] = await db.select().from(verificationDocuments).where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.playerId, playerId)));
  if (!row) throw new AppError('not_found', 'No such document.');
  return viewOf(row);
}
