/**
 * Astro integration that validates every brand file and page schema when `astro dev` or
 * `astro build` starts, so a bad brand stops the build with a message naming file and field
 * instead of failing at the first request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { ConfigFileError } from '../../schemas/errors.ts';
import { buildBrandRegistry } from './brand-registry.ts';

/**
 * Reads every JSON file under `<root>/brands` and builds the registry from them.
 * @returns the brand ids
 * @throws ConfigFileError naming file and field; MissingSiteConfigError ('no site config')
 */
function checkBrandsOnDisk(root: string): string[] {
  const files: Record<string, unknown> = {};
  for (const entry of readdirSync(join(root, 'brands'), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.json')) continue;
    const file = relative(root, join(root, 'brands', entry)).split('\\').join('/');
    const text = readFileSync(join(root, file), 'utf8');
    try {
      files[file] = JSON.parse(text);
    } catch (error) {
      throw new ConfigFileError(file, [{ path: [], message: `is not valid JSON: ${(error as Error).message}` }]);
    }
  }
  return [...buildBrandRegistry(files).byId.keys()];
}

/** The integration. */
export function brandCheck(): AstroIntegration {
  return {
    name: 'portal:brand-check',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const ids = checkBrandsOnDisk(new URL(config.root).pathname);
        logger.info(`brands valid: ${ids.join(', ')}`);
      },
    },
  };
}
