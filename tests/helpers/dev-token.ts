/** The PORTAL_DEV_TOKEN of every test server (tests/helpers/server.ts, playwright.config.ts); requests to /web-api/dev/* send it as `X-Dev-Token`. */
export const DEV_TOKEN = 'test-dev-token-7c1f04b2e9a35d68';
