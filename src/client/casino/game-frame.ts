/**
 * Messages between a game page of our game server (`/game-server/game/{code}`) and the portal's
 * casino game page that frames it. Both live on the portal's origin, so a message is posted to
 * that origin only, and the frame's parent accepts one only from that origin, from the frame it
 * launched, and of the exact shape below.
 */
import { z } from 'zod';

/** The type of the message a game page posts to its parent when its content height changes. */
const FRAME_HEIGHT_MESSAGE = 'portal:frame-height';

/** The frame's height bounds, px: no game page is taller, and the frame never shrinks below a usable size. */
export const FRAME_HEIGHT_PX = { min: 480, max: 4000 } as const;

const frameHeight = z.strictObject({ type: z.literal(FRAME_HEIGHT_MESSAGE), height: z.number().int().min(0).max(100_000) });

/**
 * Tells the page that frames this game page how tall its content is (px), so the frame shows the
 * whole game without a scroll bar of its own. Same origin rules as {@link postBalanceChanged}.
 */
export function postFrameHeight(height: number): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height: Math.ceil(height) } satisfies z.infer<typeof frameHeight>, window.location.origin);
}

/**
 * The height (px, within {@link FRAME_HEIGHT_PX}) a frame-height message from the game page in
 * `frame` asks for; null for any other message, origin or sender.
 */
export function frameHeightOf(event: MessageEvent, frame: HTMLIFrameElement | null): number | null {
  if (event.origin !== window.location.origin) return null;
  if (!frame || event.source === null || event.source !== frame.contentWindow) return null;
  const parsed = frameHeight.safeParse(event.data);
  return parsed.success ? Math.min(FRAME_HEIGHT_PX.max, Math.max(FRAME_HEIGHT_PX.min, parsed.data.height)) : null;
}

/** The type of the message a game page posts to its parent after a real-money round changed the wallet's balance. */
const BALANCE_CHANGED_MESSAGE = 'portal:balance-changed';

const balanceChanged = z.strictObject({ type: z.literal(BALANCE_CHANGED_MESSAGE) });

/**
 * Tells the page that frames this game page that the player's real-money balance changed (the
 * parent re-reads it through its own API client). Posts to this page's own origin only; does
 * nothing when the page is not framed.
 */
export function postBalanceChanged(): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ type: BALANCE_CHANGED_MESSAGE } satisfies z.infer<typeof balanceChanged>, window.location.origin);
}

/**
 * True when `event` is a balance-changed message from the game page in `frame`: the portal's own
 * origin, sent by that frame's window, and of the message's exact shape.
 */
export function isBalanceChanged(event: MessageEvent, frame: HTMLIFrameElement | null): boolean {
  if (event.origin !== window.location.origin) return false;
  if (!frame || event.source === null || event.source !== frame.contentWindow) return false;
  return balanceChanged.safeParse(event.data).success;
}
