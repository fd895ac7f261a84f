/**
 * Every test process runs with the repository's sport catalogue installed, as the server installs
 * it at its start (src/server/feed/catalogue-file.ts `ensureCatalogue`, data root `PORTAL_DATA_ROOT`
 * or data/).
 */
import { ensureCatalogue } from '../../src/server/feed/catalogue-file.ts';

ensureCatalogue();
