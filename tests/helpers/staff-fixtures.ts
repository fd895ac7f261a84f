/**
 * Rows the staff-console database tests start from: a staff member with grants (as the console
 * session would resolve it) and a player with money on the main account (deposited through the
 * ledger, so the bank invariant holds).
 */
import type { Db } from '../../src/server/db/client.ts';
import { staff } from '../../src/server/db/schema.ts';
import { houseAccountId, postEntry } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import type { StaffPrincipal } from '../../src/server/staff/sessions.ts';
import type { RoleGrant } from '../../src/domain/staff/roles.ts';

/** A staff member `<key>@console.test` with `grants` and session id `session-<key>`. */
export async function staffMember(db: Db, grants: RoleGrant[], key: string): Promise<StaffPrincipal> {
  const email = `${key}@console.test`;
  const [row] = await db.insert(staff).values({ email, name: email }).returning({ id: staff.id });
  return { id: row!.id, email, name: email, grants, sessionId: `session-${key}` };
}

/** A EUR player of `brand` with `balanceMinor` minor units on the main account (ledger key `fund-<key>`). */
export async function fundedPlayer(db: Db, brand: string, balanceMinor: number, key: string): Promise<{ playerId: number; main: number }> {
  const playerId = await createPlayer(db, brand, 'EUR');
  const { main } = await playerAccountIds(db, playerId);
  if (balanceMinor > 0) {
    const cashIn = await houseAccountId(db, 'cash_in', 3);
    await postEntry(db, { idempotencyKey: `fund-${key}`, kind: 'deposit', postings: [{ accountId: cashIn, amount: -balanceMinor }, { accountId: main, amount: balanceMinor }] });
  }
  return { playerId, main };
}
