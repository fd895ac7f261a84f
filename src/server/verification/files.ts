/**
 * Where verification documents' bytes live: files under `<data directory>/documents/` (the
 * PGlite directory of `PORTAL_DATA_DIR`, `.data/pglite` by default; `PORTAL_DOCUMENTS_DIR`
 * overrides), outside the web root and never served by a public path — only the console endpoint
 * `/console-api/verification/documents/{id}/file` streams one, to staff allowed to see it. File
 * names are random keys (never the name the browser sent); files are written owner-only (0600).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The document file store. */
export interface DocumentFiles {
  /** Writes new bytes and returns their key. */
  write(bytes: Uint8Array): Promise<string>;
  /** The bytes of a key. @throws when the file is missing */
  read(key: string): Promise<Buffer>;
  /** Removes a key's file (missing: nothing happens). */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}$/;

function pathOf(dir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
  return join(dir, key);
}

/** A store in `dir` (created on first write, 0700). */
export function documentFiles(dir: string): DocumentFiles {
  return {
    async write(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = randomUUID();
      await writeFile(pathOf(dir, key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    read: (key) => readFile(pathOf(dir, key)),
    remove: (key) => rm(pathOf(dir, key), { force: true }),
  };
}

/** The documents directory of this server (see the module comment). */
function documentsDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PORTAL_DOCUMENTS_DIR) return resolve(env.PORTAL_DOCUMENTS_DIR);
  return join(resolve(env.PORTAL_DATA_DIR ?? join(process.cwd(), '.data', 'pglite')), 'documents');
}

let shared: DocumentFiles | null = null;

/** The server's document store. */
export function serverDocumentFiles(): DocumentFiles {
  shared ??= documentFiles(documentsDir());
  return shared;
}
