/**
 * The provably fair draw of virtual sports (src/domain/virtual/league.ts rule 4): each event's
 * server seed is HMAC-SHA256(server secret `virtual_seed`, "virtual:{eventId}") as hex; its SHA-256
 * (of the hex text) is published before the kick-off, the seed itself once the match has been
 * shown. Match i's k-th uniform number is the first 52 bits of HMAC-SHA256(key = the seed's hex
 * text, "i:k") divided by 2^52. The secret never leaves the server; every instance sharing the
 * database derives the same seeds.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../auth/secrets.ts';
import { roundPairings, seasonRound, simulateMatch, type VirtualResult } from '../../domain/virtual/league.ts';

/** The server seed of an event, hex. */
export function eventSeed(secret: string, eventId: number): string {
  return createHmac('sha256', secret).update(`virtual:${eventId}`).digest('hex');
}

/** The published hash of a seed: SHA-256 of its hex text, hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** Match `match`'s k-th uniform number in [0, 1) from a seed. */
export function uniformOf(seed: string, match: number, k: number): number {
  const digest = createHmac('sha256', seed).update(`${match}:${k}`).digest();
  // First 52 bits: 6 bytes (48 bits) and the high 4 bits of the 7th.
  const high = digest.readUIntBE(0, 6);
  const low = digest[6]! >> 4;
  return (high * 16 + low) / 2 ** 52;
}

/** The simulated results of an event's 10 matches from its seed. */
export function eventResults(seed: string, eventId: number): VirtualResult[] {
  const { round } = seasonRound(eventId);
  return roundPairings(round).map(([home, away], i) => simulateMatch(home, away, (k) => uniformOf(seed, i, k)));
}

/** The database's virtual sports secret. */
export function virtualSecret(db: Db): Promise<string> {
  return serverSecret(db, 'virtual_seed');
}
