/** The security page (spec §2 `office/security`): protection level and methods (§3, §4) and the live sessions of the logged-in player. */
import type { SecurityPageData } from '../../domain/pages/office-security.ts';
import { db } from '../endpoint.ts';
import { listSessions } from '../office/security.ts';
import { userConfig } from '../office/user-config.ts';
import { getSessionPlayer } from '../office/player.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver sends guests to the login form first. */
export const loadOfficeSecurity: PageLoader<SecurityPageData> = async (ctx) => {
  if (ctx.playerId === undefined || ctx.sessionId === undefined) return NOT_FOUND;
  const database = await db();
  const player = await getSessionPlayer(database, ctx.playerId);
  if (!player) return NOT_FOUND;
  const config = await userConfig(database, player);
  return pageData({
    kind: 'security',
    protectionLevel: config.protection_level,
    protectionBand: config.protection_band,
    methods: config.protection_methods,
    sessions: await listSessions(database, ctx.playerId, ctx.sessionId),
  });
};
