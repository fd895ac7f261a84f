/**
 * Provably fair random numbers (spec §2 casino): every casino outcome is a pure function
 * of floats in [0, 1) derived from a server seed (secret until rotated, its SHA-256 shown before
 * play), a client seed (chosen by the player) and a nonce (the player's round counter).
 *
 * Bytes: HMAC-SHA256(key = UTF-8 of `serverSeed`, message = UTF-8 of `${clientSeed}:${nonce}:${round}`)
 * for round = 0, 1, 2, … concatenated (32 bytes per round). Floats: each 4 consecutive bytes
 * b0..b3 give Σ b_i / 256^(i+1), a multiple of 2^-32 in [0, 1). This is the public scheme of
 * Stake (stake.com/provably-fair/implementation), so its published vectors verify this code.
 *
 * Pure TypeScript without node: imports: the verify page runs the same module in the browser.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The inputs of one round: server seed (secret), client seed (player's), nonce (integer ≥ 0). */
export interface FairSeed {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/**
 * A stream of floats in [0, 1): each call returns the next one. Outcome functions take one, so the
 * same rules run on seed-derived floats (play, verify) and on any other source (simulation).
 */
export type FloatSource = () => number;

/** Bytes per HMAC-SHA256 output (one "round" of the byte stream). */
const BYTES_PER_ROUND = 32;
/** Bytes per float. */
const BYTES_PER_FLOAT = 4;

function checkSeed(seed: FairSeed): void {
  if (!Number.isSafeInteger(seed.nonce) || seed.nonce < 0) throw new RangeError(`nonce must be an integer ≥ 0, got ${seed.nonce}`);
}

/** The 32 bytes of HMAC round `round` of a seed. Throws RangeError for a bad nonce. */
export function roundBytes(seed: FairSeed, round: number): Uint8Array {
  checkSeed(seed);
  return hmac(sha256, utf8ToBytes(seed.serverSeed), utf8ToBytes(`${seed.clientSeed}:${seed.nonce}:${round}`));
}

/** The float of 4 bytes at `offset`: Σ b_i / 256^(i+1). */
function floatAt(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! / 256 + bytes[offset + 1]! / 65536 + bytes[offset + 2]! / 16777216 + bytes[offset + 3]! / 4294967296;
}

/**
 * The first `count` floats of a seed, in order (float k uses bytes 4k..4k+3 of the stream).
 * Throws RangeError for a bad nonce or a negative/non-integer count.
 */
export function floats(seed: FairSeed, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be an integer ≥ 0, got ${count}`);
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = roundBytes(seed, round);
    for (let o = 0; o < BYTES_PER_ROUND && out.length < count; o += BYTES_PER_FLOAT) out.push(floatAt(bytes, o));
  }
  return out;
}

/**
 * A lazy float stream of a seed: HMAC rounds are computed only when needed, so a game drawing a
 * variable number of floats (mines, blackjack, bingo) pays only for what it uses.
 * Also returns `used()`: how many floats were drawn (shown on the verify page).
 */
export function floatStream(seed: FairSeed): FloatSource & { used: () => number } {
  checkSeed(seed);
  let bytes: Uint8Array | null = null;
  let round = 0;
  let offset = BYTES_PER_ROUND;
  let count = 0;
  const next = (): number => {
    if (offset >= BYTES_PER_ROUND) {
      bytes = roundBytes(seed, round++);
      offset = 0;
    }
    const f = floatAt(bytes!, offset);
    offset += BYTES_PER_FLOAT;
    count++;
    return f;
  };
  return Object.assign(next, { used: () => count });
}

/** A float source over a fixed list (e.g. floats shown on the verify page). Throws RangeError when exhausted. */
export function arraySource(list: readonly number[]): FloatSource {
  let i = 0;
  return () => {
    if (i >= list.length) throw new RangeError(`float source exhausted after ${list.length} floats`);
    return list[i++]!;
  };
}

/** SHA-256 of the server seed's UTF-8 bytes, lower-case hex (64 chars): shown before play. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A fresh server seed: 32 bytes from crypto.getRandomValues as 64 lower-case hex chars. */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** A fresh default client seed: 10 random bytes as 20 hex chars (the player may replace it). */
export function newClientSeed(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/**
 * Stake's Fisher–Yates-like selection: `take` distinct items of `pool`, in draw order; draw i takes
 * the item at floor(f_i × remaining) of the items not yet drawn (order kept) and removes it.
 * Throws RangeError when take > pool.length.
 */
export function pickDistinct<T>(source: FloatSource, pool: readonly T[], take: number): T[] {
  if (!Number.isSafeInteger(take) || take < 0 || take > pool.length) throw new RangeError(`cannot take ${take} of ${pool.length}`);
  const rest = pool.slice();
  const chosen: T[] = [];
  for (let i = 0; i < take; i++) {
    const index = Math.floor(source() * rest.length);
    chosen.push(rest[index]!);
    rest.splice(index, 1);
  }
  return chosen;
}

/** The integers lo..hi inclusive. */
export function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/**
 * The float stream of a seed positioned after `used` floats: resumes a round whose state recorded
 * how many floats it had drawn (blackjack, mines). Throws RangeError for a bad nonce or count.
 */
export function resumeStream(seed: FairSeed, used: number): FloatSource & { used: () => number } {
  if (!Number.isSafeInteger(used) || used < 0) throw new RangeError(`used must be an integer ≥ 0, got ${used}`);
  const s = floatStream(seed);
  for (let i = 0; i < used; i++) s();
  return s;
}
