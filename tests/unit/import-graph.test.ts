/**
 * The import graph of src/ and schemas/ has no circles, and imports flow one way between layers:
 * schemas/ and src/domain/ (pure rules) import neither the server, the block registry, the
 * components nor the pages; src/server/ imports neither the block registry, the components nor
 * the pages; block components (src/components/blocks/) do no I/O, so they import nothing of the
 * server (their data comes from the block registry's loaders). Modules are resolved by
 * dependency-cruiser with the project's tsconfig (type-only imports count: a circle of types is
 * still a circle to a reader); Astro components add the imports of their frontmatter and
 * `<script>` blocks, read with TypeScript's pre-processor, and are held to the same layer rules.
 * Inside src/server/, an area imports only the areas {@link AREA_IMPORTS} allows it.
 * Every export is imported by some file, and every file is reached from an entry (knip, with
 * knip.json: the pages, scripts, benchmarks, tests and their set-up files are the entries); a
 * function used only in its own file is not exported.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json', '.astro'];
const LOWER = '^(schemas|src/domain)/';
const ABOVE_SERVER = '^src/(registry|components|pages)/';

const LAYER_RULES: IForbiddenRuleType[] = [
  { name: 'pure-rules-below-server', severity: 'error', from: { path: LOWER }, to: { path: ['^src/(server|registry|components|pages|islands|client)/', '^src/middleware'] } },
  { name: 'server-below-registry', severity: 'error', from: { path: '^src/server/' }, to: { path: ABOVE_SERVER } },
  { name: 'blocks-do-no-io', severity: 'error', from: { path: '^src/components/blocks/' }, to: { path: '^src/server/' } },
];

/** The rules a module → module import breaks (paths root-relative). */
function brokenRules(from: string, to: string): string[] {
  const matches = (pattern: string | string[] | undefined, path: string) => [pattern ?? []].flat().some((p) => new RegExp(p).test(path));
  return LAYER_RULES.filter((rule) => 'to' in rule && matches(rule.from.path, from) && matches(rule.to.path, to)).map((rule) => rule.name ?? 'unnamed');
}

/*
 * The areas of src/server/ and which other areas each may import. An area is a folder of
 * src/server/, or a file directly in src/server/ (its name with `.ts`). Layers, bottom up:
 * - foundations: db/ and every file directly in src/server/ that has no row below (errors, http,
 *   endpoint, uploads, brands, brand-registry, database, seed, …). Any area may import them; they
 *   import only each other. One exception: seed.ts runs each area's reference seed
 *   (`src/server/<area>/seed.ts`), and such a seed (with all it imports) reaches only its own area
 *   and the foundations.
 * - ledger (accounts, entries): foundations only.
 * - feature areas: the ledger and the areas listed; payments (create, confirm, cancel, recover,
 *   withdraw) sit above the ledger and the features a payment touches (bonus, referral,
 *   responsible gaming, verification, the feed clock).
 * - pages (the page and block loaders): above every feature they show.
 * - workers (the background jobs the server process starts; settlement starts the process's live
 *   publisher, whose game-finish events it settles on), middleware (the request chain's steps) and
 *   direct (the routes the server answers before the page pipeline; its page hits ask the
 *   request chain's own steps): the top, beside pages; nothing imports them but src/middleware.ts
 *   and the server.
 * A row lists the areas besides the foundations; an area without a row imports foundations only. A
 * file directly in src/server/ that imports a feature area gets a row and is no foundation
 * (periodic-sweep.ts reads the feed clock).
 */
const AREA_IMPORTS: Readonly<Record<string, string>> = {
  ledger: '',
  referral: 'ledger',
  live: 'feed',
  feed: '',
  'periodic-sweep.ts': 'feed',
  auth: 'feed ledger referral responsible',
  responsible: 'auth feed ledger',
  media: 'staff',
  settings: 'analytics live staff',
  staff: 'auth bonus feed ledger media office referral responsible settings',
  office: 'auth bets bonus feed ledger live responsible staff verification',
  verification: 'bets ledger live staff',
  cms: 'auth live media staff',
  tournaments: 'ledger periodic-sweep.ts staff',
  bonus: 'feed ledger periodic-sweep.ts staff tournaments',
  casino: 'auth ledger live responsible staff',
  'game-server': 'casino feed',
  bets: 'bonus casino feed ledger live products responsible toto',
  products: 'feed lotto toto virtual',
  lotto: 'ledger products responsible',
  toto: 'feed ledger products responsible',
  virtual: 'auth ledger products responsible',
  payments: 'bonus feed ledger referral responsible verification',
  pages: 'auth bets bonus casino cms feed ledger lotto media office payments products referral responsible toto tournaments verification virtual',
  workers: 'bets bonus feed live payments tournaments',
  direct: 'auth casino feed middleware settings staff',
  middleware: 'auth feed media office settings staff verification',
};
const SEED_RUNNER = 'src/server/seed.ts';
const AREA_SEED = /^src\/server\/[^/]+\/seed\.ts$/;

/** The area of a module of src/server/ (its folder, or `<file>.ts` directly in src/server/), else null. */
function serverArea(path: string): string | null {
  return /^src\/server\/([^/]+)\//.exec(path)?.[1] ?? /^src\/server\/([^/]+)$/.exec(path)?.[1] ?? null;
}

/** Whether an area is a foundation: db/, or a file directly in src/server/ without a row. */
function isFoundation(area: string): boolean {
  return area === 'db' || (area.endsWith('.ts') && !(area in AREA_IMPORTS));
}

/**
 * The imports between areas of src/server/ that {@link AREA_IMPORTS} does not allow, as
 * `from-area → to-area: from-file → to-file`. `graph` maps a module to the modules it imports.
 */
function areaViolations(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const allowed = (from: string, to: string) => isFoundation(to) || (!isFoundation(from) && (AREA_IMPORTS[from] ?? '').split(' ').includes(to));
  /** A seed's own imports, transitively: they may leave its area only for the foundations. */
  const seedLeaks = (seed: string): string[] => {
    const home = serverArea(seed)!;
    const seen = new Set([seed]);
    const leaks: string[] = [];
    for (const module of seen) {
      for (const target of graph.get(module) ?? []) {
        const area = serverArea(target);
        if (area === null || seen.has(target)) continue;
        if (area === home) seen.add(target);
        else if (!isFoundation(area)) leaks.push(`${home} → ${area}: ${module} → ${target} (reached by the reference seed ${seed})`);
      }
    }
    return leaks;
  };
  const violations: string[] = [];
  for (const [module, targets] of graph) {
    const from = serverArea(module);
    if (from === null) continue;
    for (const target of targets) {
      const to = serverArea(target);
      if (to === null || to === from || allowed(from, to)) continue;
      if (module === SEED_RUNNER && AREA_SEED.test(target)) violations.push(...seedLeaks(target));
      else violations.push(`${from} → ${to}: ${module} → ${target}`);
    }
  }
  return violations;
}

/** Relative import specifiers of an Astro component's frontmatter and script blocks. */
function astroImports(source: string): string[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return [frontmatter, ...scripts].flatMap((code) => ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName)).filter((s) => s.startsWith('.'));
}

/** Resolves a relative specifier from `file` (root-relative) to a root-relative path, or null. */
function resolveRelative(file: string, specifier: string): string | null {
  const base = resolve(ROOT, dirname(file), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return null;
}

/** The strongly connected components with more than one module (or a self-import): the circles. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Module → the modules it imports (resolved, root-relative), Astro components' frontmatter and script imports included. */
function importGraph(output: ICruiseResult): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const module of output.modules) {
    if (module.coreModule || module.source.includes('node_modules')) continue;
    const targets = module.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes('node_modules')).map((d) => d.resolved);
    if (module.source.endsWith('.astro')) {
      const specifiers = astroImports(readFileSync(resolve(ROOT, module.source), 'utf8'));
      for (const specifier of specifiers) {
        const target = resolveRelative(module.source, specifier);
        if (target && !targets.includes(target)) targets.push(target);
      }
    }
    graph.set(module.source, targets);
  }
  return graph;
}

async function cruiseTree(): Promise<ICruiseResult> {
  const result = await cruise(
    ['src', 'schemas'],
    {
      baseDir: ROOT,
      tsPreCompilationDeps: true,
      exclude: { path: 'node_modules' },
      validate: true,
      ruleSet: { forbidden: LAYER_RULES },
    },
    { extensions: EXTENSIONS },
    { tsConfig: extractTSConfig(resolve(ROOT, 'tsconfig.json')) },
  );
  return result.output as ICruiseResult;
}

/** Knip's findings of one kind (`exports`, `types`, `files`, …) as `file: name` lines. */
interface KnipReport {
  files?: string[];
  issues: { file: string; [kind: string]: unknown }[];
}

/** Runs knip over the project for unused files, exports and types; answers its JSON report. */
async function knipReport(): Promise<KnipReport> {
  const dir = mkdtempSync(join(tmpdir(), 'knip-'));
  try {
    const out = join(dir, 'report.json');
    await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/knip'), ['--include', 'exports,types,nsExports,nsTypes,enumMembers,duplicates,files', '--reporter', 'json', '--output-file', `json=${out}`, '--no-progress', '--no-exit-code'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(readFileSync(out, 'utf8')) as KnipReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The findings of a knip report as `kind file: name` lines. */
function knipFindings(report: KnipReport): string[] {
  const found = (report.files ?? []).map((file) => `files ${file}`);
  for (const issue of report.issues) {
    for (const [kind, value] of Object.entries(issue)) {
      if (kind === 'file' || kind === 'owners' || !Array.isArray(value)) continue;
      for (const item of value as { name?: string }[] | { name?: string }[][]) {
        const names = Array.isArray(item) ? item.map((i) => i.name).join('|') : item.name;
        found.push(`${kind} ${issue.file}: ${names}`);
      }
    }
  }
  return found;
}

describe('import graph of src/ and schemas/', () => {
  it('has no export that no file imports, and no file that no entry reaches', { timeout: 120_000 }, async () => {
    expect(knipFindings(await knipReport())).toEqual([]);
  });

  it('has no import circles (TypeScript modules and Astro components)', { timeout: 60_000 }, async () => {
    const graph = importGraph(await cruiseTree());
    // The graph must see the Astro components' imports, or circles through them go unnoticed.
    expect(graph.get('src/components/pages/SchemaPage.astro')).toContain('src/registry/index.ts');
    expect(circles(graph)).toEqual([]);
  });

  it('keeps pure rules below the server, the server below the block registry, components and pages, and the server out of block components', { timeout: 60_000 }, async () => {
    const output = await cruiseTree();
    const violations = new Set(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`));
    for (const [from, targets] of importGraph(output)) {
      for (const to of targets) for (const rule of brokenRules(from, to)) violations.add(`${rule}: ${from} -> ${to}`);
    }
    expect([...violations]).toEqual([]);
  });

  it('imports between the areas of src/server/ only what the area table allows', { timeout: 60_000 }, async () => {
    expect(areaViolations(importGraph(await cruiseTree()))).toEqual([]);
  });

  it('states a layered area table: foundations have no row, the ledger imports foundations only, rows name areas', () => {
    expect(AREA_IMPORTS.ledger).toBe('');
    for (const [area, targets] of Object.entries(AREA_IMPORTS)) {
      expect(area === 'db' || existsSync(resolve(ROOT, 'src/server', area)), `${area} exists`).toBe(true);
      for (const target of targets.split(' ').filter(Boolean)) {
        expect(existsSync(resolve(ROOT, 'src/server', target)), `${area} → ${target} names an area`).toBe(true);
        expect(isFoundation(target), `${area} → ${target}: foundations need no row`).toBe(false);
        expect(target === 'pages' || target === area, `${area} → ${target}`).toBe(false);
      }
    }
  });

  it('refuses an area import the table does not allow, naming both files, and a reference seed that leaves its area', () => {
    const graph = new Map([
      ['src/server/ledger/ledger.ts', ['src/server/errors.ts', 'src/server/db/client.ts', 'src/server/bonus/engine.ts']],
      ['src/server/payments/create.ts', ['src/server/ledger/ledger.ts', 'src/server/bonus/engine.ts']],
      ['src/server/errors.ts', ['src/server/http.ts', 'src/server/feed/clock.ts']],
      ['src/server/seed.ts', ['src/server/casino/seed.ts', 'src/server/ledger/seed.ts']],
      ['src/server/casino/seed.ts', ['src/server/casino/keys.ts', 'src/server/db/schema.ts']],
      ['src/server/casino/keys.ts', ['src/server/staff/audit.ts']],
      ['src/server/ledger/seed.ts', ['src/server/db/schema.ts', 'src/domain/money.ts']],
    ]);
    expect(areaViolations(graph)).toEqual([
      'ledger → bonus: src/server/ledger/ledger.ts → src/server/bonus/engine.ts',
      'errors.ts → feed: src/server/errors.ts → src/server/feed/clock.ts',
      'casino → staff: src/server/casino/keys.ts → src/server/staff/audit.ts (reached by the reference seed src/server/casino/seed.ts)',
    ]);
  });

  it('finds the circles of a graph that has them, and reads the imports of an Astro component', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
    expect(brokenRules('src/components/blocks/TopGamesBlock.astro', 'src/server/feed/service.ts')).toEqual(['blocks-do-no-io']);
    expect(brokenRules('src/components/blocks/TopGamesBlock.astro', 'src/domain/pages/blocks.ts')).toEqual([]);
    expect(brokenRules('src/domain/money.ts', 'src/server/db/client.ts')).toEqual(['pure-rules-below-server']);
    expect(astroImports("---\nimport X from '../x.ts';\nimport type { Y } from './y.ts';\nimport z from 'zod';\n---\n<script>import '../c.ts';</script>")).toEqual(['../x.ts', './y.ts', '../c.ts']);
  });
});
