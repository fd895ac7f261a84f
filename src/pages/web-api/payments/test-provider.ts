/**
 * `GET /web-api/payments/test-provider?accountId&amount&key`: the test payment provider's own
 * page, shown in the recharge modal's iframe (spec §2 "A recharge iframe modal"). It names the
 * amount and account currency and asks which outcome the provider should give — success, fail,
 * pending or cancel — then `/test-provider.js` posts the deposit (`POST /web-api/payments/deposit`
 * with `testOutcome`, the page's CSRF cookie as header) and hands the answer to the portal window
 * with `postMessage` (same origin only). A real provider's page lives on the provider's domain;
 * this one is served by the portal because the test provider is part of it.
 * Players only (401 JSON for a guest); 400 for a bad query; 404 for an account not the player's.
 */
import type { APIRoute } from 'astro';
import { and, eq, isNull } from 'drizzle-orm';
import { testProviderPageQuery } from '../../../../schemas/wallet-api.ts';
import { db, handle, readQuery, requirePlayer } from '../../../server/endpoint.ts';
import { accounts, currencies } from '../../../server/db/schema.ts';
import { AppError } from '../../../server/errors.ts';
import { tFor } from '../../../i18n/index.ts';
import { LANGUAGES } from '../../../../schemas/language.ts';
import { TEST_OUTCOMES } from '../../../server/payments/provider.ts';

/** HTML text escaping for the values written into the page. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const query = readQuery(context.url, testProviderPageQuery);
    const [account] = await (await db())
      .select({ iso: currencies.iso })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
      .where(and(eq(accounts.id, query.accountId), eq(accounts.playerId, playerId), isNull(accounts.closedAt)));
    if (!account) throw new AppError('unknown_account', 'You have no such account.', { accountId: query.accountId });
    const lng = context.locals.lng;
    const t = tFor(context.locals.brand.id, lng);
    const buttons = TEST_OUTCOMES.map(
      (outcome) => `<button type="button" class="tp-button tp-${outcome}" data-outcome="${outcome}">${escape(t(`test_provider_${outcome}`))}</button>`,
    ).join('\n      ');
    const html = `<!doctype html>
<html lang="${LANGUAGES[lng].htmlLang}" dir="${LANGUAGES[lng].dir}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escape(t('test_provider_title'))}</title>
  <link rel="stylesheet" href="/test-provider.css">
</head>
<body>
  <main id="test-provider" data-account-id="${query.accountId}" data-amount="${escape(query.amount)}" data-key="${escape(query.key)}" data-lang="${lng}">
    <h1>${escape(t('test_provider_title'))}</h1>
    <p class="tp-amount">${escape(t('test_provider_amount', { amount: `${query.amount} ${account.iso}` }))}</p>
    <p>${escape(t('test_provider_question'))}</p>
    <div class="tp-buttons">
      ${buttons}
    </div>
    <p class="tp-status" role="status" data-sending="${escape(t('test_provider_sending'))}"></p>
  </main>
  <script src="/test-provider.js"></script>
</body>
</html>`;
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  });
