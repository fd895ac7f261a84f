/**
 * The import graph of src/ and schemas/ has no circles, and imports flow one way between layers:
 * schemas/ and src/domain/ (pure rules) import neither the server, the block registry, the
 * components nor the pages; src/server/ imports neither the block registry, the components nor
 * the pages; block components (src/components/blocks/) do no I/O, so they import nothing of the
 * server (their data comes from the block registry's loaders). Modules are resolved by
 * dependency-cruiser with the project's tsconfig (type-only imports count: a circle of types is
 * still a circle to a reader); Astro components add the imports of their frontmatter and
 * `<script>` blocks, read with TypeScript's pre-processor, and are held to the same layer rules.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
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

describe('import graph of src/ and schemas/', () => {
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
