import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

/**
 * The API's module graph as the sources draw it: which domain module (api/src/modules/<m>/) imports which,
 * read from every non-test file's import and export lines (type-only ones included: a type is a dependency
 * of the design even when the compiler erases it). Only relative imports can reach another module.
 */
export type ModuleGraph = Map<string, Set<string>>;

export const modulesDir = join(__dirname, '..', '..', 'src', 'modules');

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.spec.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** The first folder under modules/ of an import's resolved path (a module's index is the folder itself). */
function topFolderOf(path: string): string | null {
  const rel = relative(modulesDir, path);
  return rel && !rel.startsWith('..') ? rel.split(sep)[0]! : null;
}

export function readModuleGraph(): ModuleGraph {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph: ModuleGraph = new Map(modules.map((m) => [m, new Set<string>()]));
  for (const from of modules) {
    for (const file of sourceFiles(join(modulesDir, from))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const to = topFolderOf(resolve(dirname(file), fileName));
        if (to && to !== from && graph.has(to)) graph.get(from)!.add(to);
      }
    }
  }
  return graph;
}

/** Every cycle's modules, one list per strongly connected component of more than one module (Tarjan). */
export function cycles(graph: ModuleGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}
