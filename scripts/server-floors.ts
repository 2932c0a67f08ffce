/**
 * The floors of src/server drawn from its imports (docs/architecture.md, "The server's
 * floors"): each folder is a node, an import from a file of one folder to a file of
 * another an edge; folders are ordered so that as few imports as possible run from a
 * lower folder back up to a higher one, and each folder's floor is one above the highest
 * folder it stands on. `npx tsx scripts/server-floors.ts [--domains] [--tests] [--list]`
 * prints the floors and the imports that run back up (`--domains`: one node per domain
 * rather than per folder; `--tests`: test files counted too).
 */
import path from 'node:path';
import { type ImportEdge, filesUnder, isTest, serverImports } from './server-graph';

/**
 * A file's folder: its domain's folder and the one below (`src/server/giving/payments`,
 * `src/server/core/mail`; `payments/providers` is part of payments); a file directly in a
 * domain is the domain's, its entry (index.ts) a node of its own; the top files (main.ts, app.ts, routes.ts, mail-messages.ts) are `src/server`.
 */
export const folderOf = (file: string) =>
  /^src\/server\/[^/]+\/index\.ts$/.test(file) ? file : path.posix.dirname(file).split('/').slice(0, 4).join('/');
/** A file's domain (`src/server/giving`), or `src/server` for the top files. */
export const domainOf = (file: string) => {
  const parts = file.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : 'src/server';
};

export interface Floors {
  /** Nodes from the bottom up. */
  order: string[];
  floorOf: Map<string, number>;
  floors: number;
  /** File imports that run from a lower node back up to a higher one (one per importing file and imported file). */
  backUp: ImportEdge[];
}

export function drawFloors(edges: ImportEdge[], nodeOf: (file: string) => string): Floors {
  const weight = new Map<string, Map<string, ImportEdge[]>>();
  const nodes = new Set<string>();
  const seen = new Set<string>();
  for (const edge of edges) {
    const a = nodeOf(edge.from);
    const b = nodeOf(edge.to);
    nodes.add(a).add(b);
    if (a === b || seen.has(`${edge.from}>${edge.to}`)) continue;
    seen.add(`${edge.from}>${edge.to}`);
    const out = weight.get(a) ?? new Map<string, ImportEdge[]>();
    weight.set(a, out);
    out.set(b, [...(out.get(b) ?? []), edge]);
  }
  const w = (a: string, b: string) => weight.get(a)?.get(b)?.length ?? 0;
  const order = orderNodes([...nodes].sort(), w);
  const position = new Map(order.map((n, i) => [n, i]));
  const floorOf = new Map<string, number>();
  const backUp: ImportEdge[] = [];
  for (const node of order) {
    let floor = 0;
    for (const [to, list] of weight.get(node) ?? []) {
      if (position.get(to)! < position.get(node)!) floor = Math.max(floor, floorOf.get(to)! + 1);
      else backUp.push(...list);
    }
    floorOf.set(node, floor);
  }
  return { order, floorOf, floors: Math.max(0, ...floorOf.values()) + 1, backUp };
}

/**
 * Nodes from the bottom up: strongly connected groups in dependency order, and inside a
 * group the order that leaves the fewest imports running up (a greedy start, then moves
 * of one node at a time while one helps). Deterministic: ties go by name.
 */
function orderNodes(nodes: string[], w: (a: string, b: string) => number): string[] {
  const groups = stronglyConnected(nodes, w);
  return groups.flatMap((group) => (group.length < 2 ? group : improve(greedy(group, w), w)));
}

/** Tarjan's algorithm; groups come out dependencies first (a group after every group it imports). */
function stronglyConnected(nodes: string[], w: (a: string, b: string) => number): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const u of nodes) {
      if (!w(v, u) || u === v) continue;
      if (!index.has(u)) {
        visit(u);
        low.set(v, Math.min(low.get(v)!, low.get(u)!));
      } else if (onStack.has(u)) low.set(v, Math.min(low.get(v)!, index.get(u)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let u: string;
      do {
        u = stack.pop()!;
        onStack.delete(u);
        group.push(u);
      } while (u !== v);
      groups.push(group.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return groups;
}

const cost = (order: string[], w: (a: string, b: string) => number) => {
  let total = 0;
  for (let i = 0; i < order.length; i++) for (let j = i + 1; j < order.length; j++) total += w(order[i]!, order[j]!);
  return total;
};

/** Eades, Lin and Smyth: the bottom takes what imports least of what is left, the top what is imported least. */
function greedy(group: string[], w: (a: string, b: string) => number): string[] {
  const left = new Set(group);
  const bottom: string[] = [];
  const top: string[] = [];
  const outOf = (v: string) => [...left].reduce((s, u) => s + w(v, u), 0);
  const into = (v: string) => [...left].reduce((s, u) => s + w(u, v), 0);
  while (left.size) {
    const pick = [...left].sort((a, b) => outOf(a) - into(a) - (outOf(b) - into(b)) || a.localeCompare(b))[0]!;
    if (outOf(pick) === 0) bottom.push(pick);
    else if (into(pick) === 0) top.unshift(pick);
    else bottom.push(pick);
    left.delete(pick);
  }
  return [...bottom, ...top];
}

function improve(order: string[], w: (a: string, b: string) => number): string[] {
  let best = order;
  let bestCost = cost(order, w);
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < best.length; i++) {
      for (let j = 0; j < best.length; j++) {
        if (i === j) continue;
        const next = [...best];
        const [node] = next.splice(i, 1);
        next.splice(j, 0, node!);
        const c = cost(next, w);
        if (c < bestCost) [best, bestCost, changed] = [next, c, true];
      }
    }
  }
  return best;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const withTests = process.argv.includes('--tests');
  const files = filesUnder('src/server').filter((f) => withTests || !isTest(f));
  const byDomain = process.argv.includes('--domains');
  const drawn = drawFloors(serverImports(files), byDomain ? domainOf : folderOf);
  const short = (p: string) => p.replace(/^src\/server\/?/, '') || '(top: main, app, routes)';
  for (let floor = drawn.floors - 1; floor >= 0; floor--) {
    const here = drawn.order.filter((n) => drawn.floorOf.get(n) === floor).map(short);
    console.log(`floor ${floor}: ${here.join(', ')}`);
  }
  if (process.argv.includes('--list'))
    for (const e of drawn.backUp) console.log(`  up: ${short(e.from)} -> ${short(e.to)}`);
  console.log(`${drawn.floors} floors, ${drawn.backUp.length} imports that run back up`);
}
