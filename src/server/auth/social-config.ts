/**
 * The brands' OpenID Connect providers: `brands/<brand>/social.json` (schemas/social-login.ts),
 * bundled at build time and validated when the module loads (a bad file throws naming file and
 * field), joined with the client credentials of the environment when asked (never committed:
 * `PORTAL_OIDC_<BRAND>_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`, optional `_ISSUER`). A provider
 * whose client id is not set is off: no button, and its calls answer 404.
 */
import { parseFile } from '../../../schemas/errors.ts';
import { providerEnvNames, providerEnvSchema, socialLoginFileSchema, type SocialProvider } from '../../../schemas/social-login.ts';

const files = import.meta.glob<unknown>('/brands/*/social.json', { eager: true, import: 'default' });

/** The providers of each brand's file, by brand id (a brand without the file has none). */
const providersByBrand: ReadonlyMap<string, readonly SocialProvider[]> = new Map(
  Object.entries(files).map(([path, data]) => {
    const file = path.replace(/^\//, '');
    return [file.split('/')[1]!, parseFile(socialLoginFileSchema, data, file).providers];
  }),
);

/** A provider that is on: the file's entry with its client credentials and effective issuer. */
export interface ActiveProvider extends SocialProvider {
  brandId: string;
  clientId: string;
  /** Absent: a public client (PKCE only, no client authentication). */
  clientSecret?: string;
  /** The issuer in force: the environment's replacement, else the file's. */
  issuer: string;
}

/**
 * The brand's providers that are on, in the file's order.
 * @throws ConfigFileError when a provider's environment values are malformed (names the variable)
 */
export function activeProviders(brandId: string, env: NodeJS.ProcessEnv = process.env): ActiveProvider[] {
  return (providersByBrand.get(brandId) ?? []).flatMap((provider) => {
    const names = providerEnvNames(brandId, provider.id);
    const values = parseFile(providerEnvSchema, {
      clientId: env[names.clientId] || undefined, clientSecret: env[names.clientSecret] || undefined, issuer: env[names.issuer] || undefined,
    }, `environment ${names.clientId.replace(/_CLIENT_ID$/, '_*')}`);
    if (!values.clientId) return [];
    return [{ ...provider, brandId, clientId: values.clientId, clientSecret: values.clientSecret, issuer: values.issuer ?? provider.issuer }];
  });
}

/** The brand's provider `id` when it is on, else null. */
export function activeProvider(brandId: string, id: string, env: NodeJS.ProcessEnv = process.env): ActiveProvider | null {
  return activeProviders(brandId, env).find((p) => p.id === id) ?? null;
}

/** The brand's one-tap provider when it is on, else null. */
export function oneTapProvider(brandId: string, env: NodeJS.ProcessEnv = process.env): ActiveProvider | null {
  return activeProviders(brandId, env).find((p) => p.oneTap) ?? null;
}
