/**
 * The app version of spec §7 over HTTP on the shared built server: `/version.json` answers the
 * build's version as a JSON string, never cached, whatever the minute query; every page carries the
 * same version to its update notice island, so a page of this build asks for no update.
 */
import { expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';

const base = () => inject('portalUrl');
const MAIN = { host: 'betportal.test' };

it('answers the build version, uncached, and pages carry the same version', async () => {
  const answer = await get(base(), `/version.json?${Math.floor(Date.now() / 60_000)}`, MAIN);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const version = JSON.parse(String(answer.body)) as unknown;
  expect(typeof version).toBe('string');
  expect(version).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  const page = String((await get(base(), '/en', MAIN)).body);
  const island = /<astro-island[^>]*component-url="[^"]*UpdateNotice[^"]*"[^>]*props="([^"]*)"/.exec(page);
  expect(island, 'the home page has the update notice island').not.toBeNull();
  const props = JSON.parse(island![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { version: [number, string] };
  expect(props.version[1]).toBe(version);
});
