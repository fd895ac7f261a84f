/**
 * `/debugger` (spec §2 "debugger (non-production only)"): diagnostics of the running server for a
 * developer or tester — the build, the brand, its feature flags as resolved for this request, the
 * feed clock and the visitor's session. The route row is `nonProductionOnly`: a production server
 * (a build without development tools) answers 404 before this loader runs.
 */
import { FEATURES } from '../../../schemas/brand.ts';
import type { DebuggerData } from '../../domain/pages/platform.ts';
import { BUILD_VERSION } from '../app-version.ts';
import { feedClockPin, feedNow } from '../feed/clock.ts';
import { pageData, type PageLoader } from './load.ts';

/** Loads the diagnostics; never cached (the session and clock are per request). */
export const loadDebugger: PageLoader<DebuggerData> = (ctx) => {
  const { brand } = ctx;
  return pageData({
    build: BUILD_VERSION,
    node: process.version,
    brand: { id: brand.id, name: brand.name, domains: brand.domains, languages: brand.languages, defaultLanguage: brand.defaultLanguage },
    flags: FEATURES.map((feature) => ({ feature, on: brand.features[feature] === true })),
    clock: { feedNow: feedNow(), pinned: feedClockPin() !== null, wallNow: Date.now() },
    session: ctx.playerId === undefined ? null : { playerId: ctx.playerId, sessionTag: ctx.sessionId?.slice(0, 8) ?? null },
  });
};
