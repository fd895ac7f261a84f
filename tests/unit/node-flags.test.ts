/**
 * The servers' Node flags (scripts/node-flags.ts) are the flags `npm start` writes out in
 * package.json: the one start path that cannot import them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/node-flags.ts';

describe('server Node flags', () => {
  it('npm start runs scripts/start.mjs with exactly the flags of scripts/node-flags.ts', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(['node', ...SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' '));
  });
});
