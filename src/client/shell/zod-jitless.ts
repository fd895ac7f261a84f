/**
 * Browser code parses with zod without its JIT: zod 4 compiles object parsers with `new Function`
 * unless told not to, and the portal's CSP (no 'unsafe-eval') blocks that, logging a violation on
 * every page. Import this module before any schema is used in an island.
 */
import { z } from 'zod';

z.config({ jitless: true });
