/**
 * The Node flags every portal server process starts with, written before its script: V8 sizes its
 * heap when the process starts, and a flag set later (`v8.setFlagsFromString`) does not resize it.
 * Start paths: `npm start` (package.json's `start`, the same flags written out; checked by
 * tests/unit/node-flags.test.ts), `npm run cluster` (scripts/cluster.ts), the test and benchmark
 * servers (tests/helpers/server.ts). Workers of scripts/serve-cores.ts inherit their primary's.
 *
 * `--max-semi-space-size=16` (MB): V8's young generation is two semi-spaces, each grown under load
 * up to 64 MB on this 64-bit build (no pointer compression), so a busy process held 128 MB of young
 * generation that no request needs: a page's garbage dies within a request. At 16 MB (32 MB in
 * all) the 120 s soak's RSS plateau fell from 781 to 635 MB with no loss of page throughput that
 * bench:pages could tell from its noise (ARCHITECTURE "Memory").
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
