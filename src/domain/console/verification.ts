/**
 * Data of the console's verification queue page (`/console/verification`, `verification.view`):
 * the pending documents of the staff member's brands, oldest first, and whether the staff member
 * may decide them (`verification.review`).
 */
import type { DocumentView } from '../pages/verification.ts';

/** A pending document in the queue. */
export interface QueueItem extends DocumentView {
  playerId: number;
  brandId: string;
  /** The player's login, e-mail or phone, whichever is set first. */
  playerName: string | null;
}

/** The page. */
export interface VerificationQueuePageData {
  queue: QueueItem[];
  canReview: boolean;
}
