/**
 * zod as the browser build sees it: the portal's own `import … from 'zod'` resolve here in the
 * client build (src/server/zod-jitless-integration.ts), so zod's jitless mode is set before any
 * module that builds a schema runs. zod 4 decides when an object schema is built whether to compile
 * its parser with `new Function`, probing eval once; the portal's CSP (no 'unsafe-eval') blocks the
 * probe and logs a violation. The server keeps zod's compiled parsers.
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export default z;
