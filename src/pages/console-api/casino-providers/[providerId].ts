/**
 * `POST /console-api/casino-providers/{providerId}` `{ protocol, ed25519Pem?, rsaPem?, reason }`:
 * sets which wallet protocol a casino provider speaks and, optionally, its public keys
 * (`casino.providers` on every brand; 403 otherwise), audited → `{ provider }` (fingerprints, never
 * key text). 400 bad body or key, 404 unknown provider, 409 a key of our own game server.
 */
import type { APIRoute } from 'astro';
import { casinoProviderAnswer, casinoProviderBody } from '../../../../schemas/casino-providers.ts';
import { walletProviderId } from '../../../../schemas/casino-wallet.ts';
import { setCasinoProvider } from '../../../server/casino/providers.ts';
import { db, readJson } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { AppError } from '../../../server/errors.ts';
import { requestAddress, requireStaff } from '../../../server/staff/guard.ts';
import { ALL_BRANDS } from '../../../domain/staff/roles.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(casinoProviderAnswer, async () => {
    const database = await db();
    const member = await requireStaff(database, context, 'casino.providers', ALL_BRANDS);
    const providerId = walletProviderId.safeParse(context.params.providerId ?? '');
    if (!providerId.success) throw new AppError('not_found', 'No such casino provider.');
    const body = await readJson(context.request, casinoProviderBody);
    return { provider: await setCasinoProvider(database, member.id, providerId.data, body, requestAddress(context)) };
  });
