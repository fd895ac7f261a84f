/**
 * What a request says about its client, honouring a reverse proxy only when told to
 * (`TRUST_PROXY`): whether it came over HTTPS (HSTS, `Secure` cookies) and its address (the rate
 * limits). Without `TRUST_PROXY` the `X-Forwarded-*` headers are ignored, since any client can
 * send them.
 *
 * `TRUST_PROXY` is the number of proxies in front of the server that append to
 * `X-Forwarded-For` (`1` or `true` for one). The client address is then the entry that many places
 * from the right — the one the outermost trusted proxy saw — and `X-Forwarded-Proto` is the value
 * the nearest proxy set (its last entry). Plain JavaScript types only: scripts/serve.ts imports
 * this file directly.
 */

/** Trusted proxy hops from `TRUST_PROXY` (0: none). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const value = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0;
}

/** {@link trustedProxyHops} of this process, read once at start: the default of the functions below. */
const HOPS = trustedProxyHops();

function listOf(value: string | null | undefined): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
}

/**
 * True when the client reached us over HTTPS: the URL's own scheme (TLS on our socket), or, with
 * `TRUST_PROXY`, `X-Forwarded-Proto: https` from the nearest proxy.
 */
export function isHttpsRequest(protocol: string, forwardedProto: string | null | undefined, hops = HOPS): boolean {
  if (protocol === 'https:' || protocol === 'https') return true;
  return hops > 0 && listOf(forwardedProto).at(-1)?.toLowerCase() === 'https';
}

/**
 * The client address: with `TRUST_PROXY` = n, the n-th `X-Forwarded-For` entry from the right
 * (or the left-most when there are fewer); otherwise (or without the header) the socket's peer.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | null | undefined, hops = HOPS): string {
  const socket = socketAddress || 'unknown';
  if (hops === 0) return socket;
  const chain = listOf(forwardedFor);
  if (chain.length === 0) return socket;
  return chain[Math.max(0, chain.length - hops)]!;
}

/** {@link isHttpsRequest} for a Fetch request and its URL. */
export function requestIsHttps(request: Request, url: URL): boolean {
  return isHttpsRequest(url.protocol, request.headers.get('x-forwarded-proto'));
}

/**
 * What the request-reading functions need of a request: its headers (a Fetch `Headers`, or a reader
 * over node's on the direct routes) and the socket's peer address (an Astro context's
 * `clientAddress`, which throws where there is no socket).
 */
export interface RequestFacts {
  request: { headers: Pick<Headers, 'get'> };
  readonly clientAddress: string;
}

/**
 * {@link clientAddressOf} of a request as Astro hands it over (`context.clientAddress` throws
 * where there is no socket, e.g. a request built in a test: then the forwarded chain or `unknown`).
 */
export function requestClientAddress(context: RequestFacts): string {
  let socket: string | undefined;
  try {
    socket = context.clientAddress;
  } catch {
    // no socket address
  }
  return clientAddressOf(socket, context.request.headers.get('x-forwarded-for'));
}
