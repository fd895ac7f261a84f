/**
 * OUTPUT shapes of the staff console's API (`/console-api/*`): every answer is parsed through one
 * of these before it leaves the server (`consoleHandle` of src/server/staff/answer.ts), so only the
 * fields listed here reach a staff member's browser — `z.object` strips every other key, at every
 * depth. Secrets (password hashes, TOTP secrets, transfer keys, session and API tokens or their
 * hashes, provider keys, app secrets, enrolment tickets) have no field here and so can never be
 * answered, whatever a service function returns (ARCHITECTURE.md "Staff console").
 *
 * One schema per answer shape, named `…Answer` for a whole answer. `staffJson` marks the few
 * values that are staff-authored JSON by nature (audit before/after, CMS pages, setting values,
 * bonus and tournament field values): their keys are not listed, and the integration test
 * tests/integration/console-secrets.test.ts walks every answer for secret-looking fields anyway.
 */
import { z } from 'zod';
import { playerBonusViewSchema } from './bonus.ts';
import { bonusTemplateSchema } from './bonus.ts';
import { tournamentSchema } from './tournament.ts';
import { paymentRequestView } from './office-api.ts';
import { supportRequestView } from './support-api.ts';
import { auditEntrySchema, playerHistoryEntrySchema } from './audit.ts';

const id = z.number();
const time = z.string();
const nullableTime = z.string().nullable();

/** Staff-authored JSON shown as is (audit before/after, CMS page, setting value). */
const staffJson = z.unknown();

/** An object of the named fields with staff-authored values (bonus template, tournament as written). */
function fieldsOf(shape: Record<string, unknown>) {
  const field = staffJson.optional();
  return z.object(Object.fromEntries(Object.keys(shape).map((key) => [key, field])) as Record<string, typeof field>);
}

/** `{ success: true }` (login steps, logout). */
export const successAnswer = z.object({ success: z.boolean() });
/** `{ ok: true }`. */
const okAnswer = z.object({ ok: z.boolean() });

// ---- identity ----------------------------------------------------------------------------------

/** A role grant. */
const roleGrantView = z.object({ brandId: z.string(), role: z.string() });

/**
 * `GET /console-api/session`: the logged-in staff member (no secret of theirs) and the CSRF token
 * of the caller's own session (needed to send writes; derived, never stored).
 */
export const consoleSessionAnswer = z.object({
  staff: z.object({ id, email: z.string(), name: z.string(), grants: z.array(roleGrantView) }).nullable(),
  csrfToken: z.string().optional(),
});

/**
 * `POST /console-api/auth/login|enrol`: the next step of the caller's OWN login — the one-time
 * ticket of this login and, when enrolling, the new TOTP secret to add to the authenticator (shown
 * once to the person enrolling; nothing stored is answered).
 */
export const consoleLoginStepAnswer = z.object({
  step: z.enum(['totp', 'enrol']),
  ticket: z.string(),
  secret: z.string().optional(),
  otpauthUri: z.string().optional(),
  qrSvg: z.string().optional(),
});

/** A staff member as the staff page lists them. */
const staffView = z.object({ id, email: z.string(), name: z.string(), enrolled: z.boolean(), disabled: z.boolean(), grants: z.array(roleGrantView) });
/** `GET /console-api/staff`. */
export const staffListAnswer = z.object({ staff: z.array(staffView) });
/**
 * `POST /console-api/staff` and `POST /console-api/staff/{id}/enrolment` (`staff.manage`, admins):
 * the new member's one-time enrolment link, handed over by the admin (only its hash is stored).
 */
export const staffCreatedAnswer = z.object({ staffId: id, enrolUrl: z.string() });
/** `POST /console-api/staff/{id}/enrolment`. */
export const staffEnrolmentAnswer = z.object({ enrolUrl: z.string() });
/** `POST|DELETE /console-api/staff/{id}/roles`. */
export const roleChangeAnswer = z.object({ changed: z.boolean() });

// ---- players, adjustments ----------------------------------------------------------------------

const money = { iso: z.string(), exponent: z.number() };

/** A player as the search lists it. */
const playerSummaryView = z.object({
  id, brandId: z.string(), login: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), banLevel: z.number(), createdAt: time,
});
/** `GET /console-api/players?q=&by=`. */
export const playerSearchAnswer = z.object({ players: z.array(playerSummaryView) });

/** A balance adjustment. */
export const adjustmentView = z.object({
  id, playerId: id, brandId: z.string(), accountId: id, amount: z.number(), reason: z.string(), status: z.enum(['pending', 'applied', 'rejected']),
  needsApproval: z.boolean(), approvalRule: z.enum(['amount', 'player_24h', 'staff_day']).nullable(),
  requestedBy: id, requestedByEmail: z.string().nullable(), decidedBy: id.nullable(), decidedByEmail: z.string().nullable(),
  decisionReason: z.string().nullable(), entryId: id.nullable(), createdAt: time, decidedAt: nullableTime, ...money,
});
/** `POST /console-api/players/{id}/adjustments`. */
export const adjustmentRequestAnswer = z.object({ adjustment: adjustmentView, replayed: z.boolean() });
/** `POST /console-api/adjustments/{id}/approve|reject`. */
export const adjustmentDecisionAnswer = z.object({ adjustment: adjustmentView });
/** `GET /console-api/adjustments`. */
export const pendingAdjustmentsAnswer = z.object({ pending: z.array(adjustmentView) });

/** One staff member's adjustments of one UTC day in one currency (minor units, absolute amounts). */
const adjustmentTotalsRow = z.object({
  staffId: id,
  staffEmail: z.string(),
  ...money,
  /** Applied at once (what counts toward the four-eyes threshold). */
  appliedMinor: z.number(),
  applied: z.number(),
  /** Waiting for a second staff member. */
  pendingMinor: z.number(),
  waiting: z.number(),
});
/** `GET /console-api/adjustments/totals?day=` and the page `/console/adjustments/totals`. */
export const adjustmentTotalsAnswer = z.object({ day: z.string(), rows: z.array(adjustmentTotalsRow) });
/** The day's totals. */
export type AdjustmentTotals = z.infer<typeof adjustmentTotalsAnswer>;

/** A personal manager. */
const personalManagerView = z.object({ staffId: id, name: z.string(), email: z.string(), phone: z.string().nullable(), since: time });
/** `POST /console-api/players/{id}/manager`. */
export const managerAnswer = z.object({ manager: personalManagerView.nullable() });
/** `POST /console-api/players/{id}/ban`. */
export const banAnswer = z.object({ banLevel: z.number(), banVersion: z.number() });
/** `POST /console-api/players/{id}/end-sessions`. */
export const endSessionsAnswer = z.object({ ended: z.number() });

/** `GET /console-api/players/{id}`: the player's details (src/domain/console/players.ts `PlayerDetail`). */
export const playerDetailAnswer = z.object({
  player: playerSummaryView.extend({
    countryCode: z.string().nullable(), registrationType: z.string(), activationType: z.number(), banVersion: z.number(),
    termsVersion: z.number(), totpEnabled: z.boolean(), userName: z.string().nullable(),
  }),
  accounts: z.array(z.object({
    id, type: z.number(), label: z.string(), balance: z.number(), isFrozen: z.boolean(), isActive: z.boolean(), closedAt: nullableTime, ...money,
  })),
  ledger: z.array(z.object({ id, entryId: id, kind: z.string(), idempotencyKey: z.string(), accountId: id, amount: z.number(), at: time, ...money })),
  coupons: z.array(z.object({
    id, typeId: z.number(), stake: z.number(), potentialPayout: z.number(), payout: z.number().nullable(), statusId: z.number(),
    placedAt: time, settledAt: nullableTime, ...money,
  })),
  payments: z.array(z.object({
    id, direction: z.enum(['deposit', 'withdrawal']), provider: z.string(), amount: z.number(), status: z.enum(['pending', 'success', 'fail', 'cancel']),
    accountId: id, createdAt: time, updatedAt: time, ...money,
  })),
  sessions: z.array(z.object({ n: z.number(), createdAt: time, lastSeenAt: time, absoluteExpiresAt: time, revokedAt: nullableTime, live: z.boolean() })),
  adjustments: z.array(adjustmentView),
  manager: personalManagerView.nullable(),
  bonuses: z.array(z.object({ ...playerBonusViewSchema.shape, spins: z.object(playerBonusViewSchema.shape.spins.unwrap().shape).nullable() })),
  referral: z.object({ referrerId: id.nullable(), reflinkid: z.string().nullable(), refPartnerId: z.string().nullable(), subid: z.string().nullable() }).nullable(),
  history: z.array(playerHistoryEntrySchema).nullable(),
});

/** `POST /console-api/players/{id}/bonuses/{bonusId}/cancel`. */
export const bonusCancelAnswer = okAnswer;

// ---- office: appeals, ideas, payment and support requests -------------------------------------

/** A ban appeal. */
const appealView = z.object({
  id, playerId: id, brandId: z.string(), banLevel: z.number(), banVersion: z.number(), text: z.string(), createdAt: time,
  decision: z.enum(['upheld', 'lifted']).nullable(), reply: z.string().nullable(), answeredAt: nullableTime,
});
/** `GET /console-api/appeals`. */
export const appealsAnswer = z.object({ appeals: z.array(appealView.extend({ canAnswer: z.boolean() })) });
/** `POST /console-api/appeals/{id}/answer`. */
export const appealAnswer = appealView;

/** `GET /console-api/ideas`. */
export const ideasAnswer = z.object({ ideas: z.array(z.object({ id, playerId: id, brandId: z.string(), text: z.string(), createdAt: time })) });

/** `GET /console-api/payment-requests`. */
export const paymentRequestsAnswer = z.object({ requests: z.array(paymentRequestView) });
/** `POST /console-api/payment-requests/{id}/answer`. */
export const paymentRequestAnswer = z.object({ request: paymentRequestView });

/** `GET /console-api/support/{brandId}/requests`. */
export const supportRequestsAnswer = z.object({ requests: z.array(supportRequestView) });
/** `GET /console-api/support/{brandId}/requests/{id}` and its answer. */
export const supportRequestAnswer = z.object({ request: supportRequestView });

// ---- verification ------------------------------------------------------------------------------

/** A verification document's metadata (never the bytes or where they are kept). */
const documentView = z.object({
  id, documentType: z.string(), contentType: z.string(), sizeBytes: z.number(), status: z.string(), reviewReason: z.string().nullable(),
  requestedDocumentType: z.string().nullable(), createdAt: time, reviewedAt: nullableTime,
});
/** `GET /console-api/verification`. */
export const verificationQueueAnswer = z.object({
  queue: z.array(documentView.extend({ playerId: id, brandId: z.string(), playerName: z.string().nullable() })),
});
/** `POST /console-api/verification/documents/{id}/review`. */
export const documentReviewAnswer = z.object({
  document: documentView,
  verification: z.object({ status: z.string(), requestedDocumentType: z.string().nullable() }),
});

// ---- settings and audit ------------------------------------------------------------------------

/** `GET /console-api/audit`: entries of schemas/audit.ts. */
export const auditAnswer = z.object({ entries: z.array(auditEntrySchema), revertable: z.array(id) });
/** `POST /console-api/audit/{id}/revert`. */
export const revertAnswer = z.object({ brandId: z.string(), ids: z.array(id) });

/** How the console edits a setting (schemas/brand-settings.ts `SettingKind`). */
const settingKindView = z.object({
  type: z.enum(['boolean', 'integer', 'text', 'choice', 'languages', 'countries', 'json']),
  min: z.number().optional(),
  max: z.number().optional(),
  nullable: z.boolean().optional(),
  options: z.array(z.union([z.string(), z.number(), z.object({ code: z.string(), name: z.string() })])).readonly().optional(),
});
/** `GET|PUT /console-api/brands/{brandId}/settings`. */
export const brandSettingsAnswer = z.object({
  brandId: z.string(), brandName: z.string(), domains: z.array(z.string()), domain: z.string(), canEdit: z.boolean(),
  settings: z.array(z.object({
    key: z.string(), group: z.string(), kind: settingKindView, inherited: staffJson,
    override: z.object({ value: staffJson }).nullable(), effective: staffJson, version: z.number(),
  })),
});

// ---- content: CMS, media -----------------------------------------------------------------------

const cmsDocumentFields = {
  id, brandId: z.string(), family: z.string(), slug: z.string(), language: z.string(), state: z.enum(['draft', 'scheduled', 'published', 'archived']),
  version: z.number(), publishedVersion: z.number().nullable(), scheduledVersion: z.number().nullable(), publishAt: nullableTime,
  publishedAt: nullableTime, updatedAt: time, updatedBy: id.nullable(),
};
/** A CMS document with its newest page (create, save, restore, publish, … answer this). */
export const cmsDocumentAnswer = z.object({ ...cmsDocumentFields, page: staffJson });
/** `GET /console-api/cms/documents`. */
export const cmsDocumentsAnswer = z.object({ documents: z.array(z.object({ ...cmsDocumentFields, title: z.string() })) });
/** `GET /console-api/cms/documents/{id}`. */
export const cmsDocumentWithVersionsAnswer = z.object({
  document: cmsDocumentAnswer,
  versions: z.array(z.object({ version: z.number(), savedAt: time, savedBy: id.nullable(), savedByEmail: z.string().nullable(), note: z.string() })),
});
/** `GET /console-api/cms/documents/{id}/diff`. */
export const cmsDiffAnswer = z.object({
  from: z.number(), to: z.number(), changes: z.array(z.object({ path: z.string(), before: staffJson.optional(), after: staffJson.optional() })),
});
/** `POST /console-api/cms/documents/{id}/preview`. */
export const cmsPreviewAnswer = z.object({ path: z.string(), url: z.string() });

/** An image of the media library. */
const mediaItemView = z.object({
  id: z.string(), brandId: z.string(), widths: z.array(z.number()).readonly(), width: z.number(), height: z.number(),
  alt: z.record(z.string(), z.string().optional()), sourceType: z.string(), sourceBytes: z.number(), createdAt: time, createdBy: id.nullable(),
});
/** `GET /console-api/media/{brandId}`. */
export const mediaListAnswer = z.object({ items: z.array(mediaItemView) });
/** `POST /console-api/media/{brandId}`. */
export const mediaUploadAnswer = z.object({ item: mediaItemView, created: z.boolean() });

// ---- casino, bonuses ---------------------------------------------------------------------------

/** `POST /console-api/casino/{brandId}/games/{gameId}`. */
export const casinoGameAnswer = z.object({
  game: z.object({
    id, name: z.string(), providerName: z.string(), categories: z.array(z.string()), enabled: z.boolean(), position: z.number(), brandRow: z.boolean(),
  }),
});
/** `POST /console-api/bonuses/{brandId}/templates`: the template as written, field by field. */
export const bonusTemplateAnswer = z.object({ template: z.object({ id, template: fieldsOf(bonusTemplateSchema.shape), awardsCount: z.number() }) });
/** `POST /console-api/bonuses/{brandId}/tournaments`: the tournament as written, field by field. */
export const tournamentAnswer = z.object({ tournament: fieldsOf(tournamentSchema.shape) });
