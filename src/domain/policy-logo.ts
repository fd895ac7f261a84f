/**
 * The policy logo (spec §7 "Policy logo image GET /web-api/policy/logo.agif"; §9 "Policy logo
 * countries: ids 1, 66, 126, 228, 120"): brands whose geo country (site config `geoCountryId`) is
 * one of these show the responsible-gaming policy mark — the brand's minimum age and name — in
 * the footer, served as a GIF image.
 */

/** Geo country ids whose brands show the policy logo (spec §9). */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];
/** Path of the image (spec §7). */
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';
/** Pixel size of the image. */
export const POLICY_LOGO_SIZE = { width: 160, height: 48 } as const;

/** Whether a brand with this geo country id shows the policy logo. */
export function showsPolicyLogo(geoCountryId: number): boolean {
  return POLICY_LOGO_COUNTRY_IDS.includes(geoCountryId);
}

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The logo's drawing: the minimum age in a ring and the brand name, in the brand's colours. */
export function policyLogoSvg(input: { name: string; minAge: number; accent: string; accentText: string }): string {
  const { width, height } = POLICY_LOGO_SIZE;
  const colour = (c: string) => (/^#[0-9a-fA-F]{3,8}$/.test(c) ? c : '#000000');
  const fill = colour(input.accentText);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="8" fill="${colour(input.accent)}"/>`
    + `<circle cx="24" cy="24" r="17" fill="none" stroke="${fill}" stroke-width="3"/>`
    + `<text x="24" y="30" font-family="DejaVu Sans, sans-serif" font-size="15" font-weight="700" fill="${fill}" text-anchor="middle">${input.minAge}+</text>`
    + `<text x="${(48 + width) / 2}" y="30" font-family="DejaVu Sans, sans-serif" font-size="13" fill="${fill}" text-anchor="middle">${xml(input.name.slice(0, 16))}</text></svg>`;
}
