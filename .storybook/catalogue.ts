/**
 * The stories' catalogue: the repository's data/catalogue/catalogue.json, validated and installed
 * as the server installs it at its start (src/server/feed/catalogue-file.ts), so fixtures built
 * from the feed's domain rules find their champs. Import this module before any fixture.
 */
import raw from '../data/catalogue/catalogue.json' with { type: 'json' };
import { parseCatalogue } from '../schemas/catalogue.ts';
import { installCatalogue } from '../src/domain/feed/catalogue.ts';

installCatalogue(parseCatalogue(raw));
