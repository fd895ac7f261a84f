/**
 * Console pages of the support button's requests (`support_requests.answer`, spec §4):
 * `/console/support` lists the brands the staff member answers on (one brand: straight to it),
 * `/console/support/{brandId}?status=` the brand's requests, `/console/support/{brandId}/{requestId}`
 * one request with its answer form. The routes checked the action on the brand.
 */
import type { ConsoleBrand, ConsoleSupportData } from '../../domain/console/pages.ts';
import { SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from '../../domain/office/support-requests.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import { AppError } from '../errors.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { consoleBrands } from '../staff/pages.ts';
import { brandSupportRequest, brandSupportRequests } from './support-requests.ts';

function answerableBrands(ctx: ConsolePageContext): ConsoleBrand[] {
  const allowed = brandsAllowing(ctx.staff!.grants, 'support_requests.answer');
  return consoleBrands().filter((b) => allowed.includes(ALL_BRANDS) || allowed.includes(b.id));
}

const statusOf = (value: string | null): SupportRequestStatus | null =>
  (SUPPORT_REQUEST_STATUSES as readonly string[]).includes(value ?? '') ? (value as SupportRequestStatus) : null;

/** `/console/support`. */
export async function loadConsoleSupportBrands(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleSupportData>> {
  const list = answerableBrands(ctx);
  if (list.length === 1) return { kind: 'redirect', location: `/console/support/${list[0]!.id}` };
  return consoleData({ brands: list, brand: null, status: null, requests: [], request: null });
}

/** `/console/support/{brandId}` (unknown brand: 404). */
export async function loadConsoleSupport(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleSupportData>> {
  const brand = consoleBrands().find((b) => b.id === ctx.params.brandId);
  if (!brand) return { kind: 'not-found' };
  const status = statusOf(ctx.url.searchParams.get('status'));
  return consoleData({ brands: answerableBrands(ctx), brand, status, requests: await brandSupportRequests(ctx.db, brand.id, status ?? undefined), request: null });
}

/** `/console/support/{brandId}/{requestId}` (unknown brand, or a request not of the brand: 404). */
export async function loadConsoleSupportRequest(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleSupportData>> {
  const brand = consoleBrands().find((b) => b.id === ctx.params.brandId);
  const id = ctx.params.requestId ?? '';
  if (!brand || !/^[1-9]\d{0,15}$/.test(id)) return { kind: 'not-found' };
  try {
    const request = await brandSupportRequest(ctx.db, brand.id, Number(id));
    return consoleData({ brands: answerableBrands(ctx), brand, status: null, requests: [], request });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return { kind: 'not-found' };
    throw error;
  }
}
