/**
 * Idempotent placement, shared by lotto tickets (src/server/lotto/tickets.ts), toto coupons
 * (src/server/toto/coupons.ts) and virtual sports bets (src/server/virtual/bets.ts).
 *
 * Each product stores a ticket row unique per (player, `refId`) with the SHA-256 of the request
 * that created it. A request with a refId already used:
 * - with the same content, answers the stored ticket and moves nothing (a retry after a lost
 *   answer, even after the draw or match has closed);
 * - with other content, is refused with 409 `idempotency_conflict`.
 * Two concurrent first requests: the insert of one of them finds the row taken
 * (`ON CONFLICT DO NOTHING`, the product's `place` answers null) and answers the other's ticket.
 */
import { AppError } from '../errors.ts';

/** A stored ticket as {@link placeOnce} compares it: the hash of its request and its view. */
export interface StoredPlacement<V> {
  requestHash: string;
  view: V;
}

/** What {@link placeOnce} needs of a product. */
export interface PlaceOnceOptions<V> {
  refId: string;
  /** SHA-256 (hex) of the canonical request. */
  hash: string;
  /** The ticket's name in messages: `ticket`, `coupon`, `bet`. */
  noun: string;
  /** Reads the player's ticket of this refId, or null. */
  find: () => Promise<StoredPlacement<V> | null>;
  /**
   * Validates and places the ticket (stake through the ledger, all or nothing); null when the
   * insert found the (player, refId) row taken by a concurrent request.
   */
  place: () => Promise<V | null>;
}

/**
 * Places a ticket once per refId (module docstring).
 * @returns the ticket placed now, or the one placed earlier by the same request
 * @throws AppError idempotency_conflict (refId used for other content), conflict (the row taken by
 *   a concurrent request vanished: try again), and whatever `place` throws
 */
export async function placeOnce<V>({ refId, hash, noun, find, place }: PlaceOnceOptions<V>): Promise<V> {
  const replay = async (): Promise<V | null> => {
    const existing = await find();
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new AppError('idempotency_conflict', `This refId was already used for a different ${noun}.`, { refId });
    return existing.view;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const placed = await place();
  if (placed) return placed;
  const raced = await replay();
  if (!raced) throw new AppError('conflict', `The ${noun} could not be placed; try again.`);
  return raced;
}
