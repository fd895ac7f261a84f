/*
 * The portal's service worker (spec §7 /pwa-sw.js), served by src/pages/pwa-sw.js.ts with its
 * configuration written in front of this text as `const PWA_CONFIG = {...};`:
 *   cache           this build's and brand theme's cache name (older `pwa-` caches are deleted)
 *   languages       the brand's languages; defaultLanguage the one used otherwise
 *   offlinePages    language → URL of the offline page in that language
 *   bypass          path prefixes never handled: the APIs (/web-api, /bff-api, ...)
 *   immutable       path prefixes of content-hashed build assets (cache first)
 *   revalidated     paths served from the network, from the cache when offline
 *
 * Install precaches every offline page and the static assets each of them links to. Navigations go
 * to the network; when it fails, the offline page in the URL's language answers. Build assets are
 * cached as they are seen. Only same-origin GETs are ever handled or stored: a POST, another
 * origin or an API path goes to the network untouched.
 */
/* global PWA_CONFIG */
'use strict';

const ASSET_LINK = /\b(?:href|src)="(\/[^"]*)"/g;

/** True for a path the worker may store and answer from its cache. */
function isStatic(pathname) {
  return PWA_CONFIG.immutable.some((prefix) => pathname.startsWith(prefix))
    || PWA_CONFIG.revalidated.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** True for a path the worker never handles. */
function isBypassed(pathname) {
  return PWA_CONFIG.bypass.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** Stores one offline page and the static assets it links to. */
async function precacheOfflinePage(cache, url) {
  const response = await fetch(url, { cache: 'reload', credentials: 'omit' });
  if (!response.ok) throw new Error(`offline page ${url} answered ${response.status}`);
  await cache.put(url, response.clone());
  const html = await response.text();
  const assets = new Set();
  for (const match of html.matchAll(ASSET_LINK)) {
    const asset = new URL(match[1].replaceAll('&amp;', '&'), self.location.origin);
    if (isStatic(asset.pathname)) assets.add(asset.pathname + asset.search);
  }
  await Promise.all([...assets].map(async (asset) => {
    if (await cache.match(asset)) return;
    const answer = await fetch(asset, { credentials: 'omit' });
    if (answer.ok) await cache.put(asset, answer);
  }));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(PWA_CONFIG.cache);
    await Promise.all(Object.values(PWA_CONFIG.offlinePages).map((url) => precacheOfflinePage(cache, url)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith('pwa-') && name !== PWA_CONFIG.cache).map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

/** The offline page in the language of `url`'s prefix (else the default language), or a bare 503. */
async function offlinePage(url) {
  const prefix = url.pathname.split('/')[1] ?? '';
  const lng = PWA_CONFIG.languages.includes(prefix) ? prefix : PWA_CONFIG.defaultLanguage;
  const cache = await caches.open(PWA_CONFIG.cache);
  const page = (await cache.match(PWA_CONFIG.offlinePages[lng])) ?? (await cache.match(PWA_CONFIG.offlinePages[PWA_CONFIG.defaultLanguage]));
  return page ?? new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** Network first; the offline page when the network fails. Pages themselves are never stored. */
async function navigate(request, url) {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(url);
  }
}

/** Content-hashed assets: the cache, else the network (stored when it answers 200). */
async function cacheFirst(request) {
  const cache = await caches.open(PWA_CONFIG.cache);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Other static files: the network (stored when it answers 200), the stored copy when offline. */
async function networkFirst(request) {
  const cache = await caches.open(PWA_CONFIG.cache);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isBypassed(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url));
  } else if (PWA_CONFIG.immutable.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(cacheFirst(request));
  } else if (isStatic(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
