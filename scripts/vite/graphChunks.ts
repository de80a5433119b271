import type { Plugin, Rolldown } from 'vite';

/**
 * Chunks cut along the app's loading path rather than by who shares a module (issue 24, Lighthouse on
 * the signed-in pages): left to itself the bundler gives every set of importers its own chunk, so a
 * signed-in page asked for ~45 files, many of 1-2 KB, over HTTP/1.1's six connections per host (each
 * a round trip on a slow link). A chunk here is the static import graph of its roots, less the
 * entry's and every earlier chunk's: what is always loaded together is one file.
 */
export interface GraphChunk {
  /** The chunk's name (the file's prefix). */
  name: string;
  /** Modules whose static imports, followed all the way, make the chunk (paths from the project root). */
  roots?: readonly string[];
  /**
   * Instead of roots: what at least two of the lazy pages of an earlier chunk import (the pages are
   * that chunk's dynamic imports, each left its own chunk): the widgets pages share, one file.
   */
  sharedByPagesOf?: string;
  /** Only modules under this folder (from the project root). */
  within?: string;
  /** Modules whose graphs stay out of it (loaded on their own, on pages without this chunk). */
  apart?: readonly string[];
  /** Only what these modules' graphs reach too (the part of the roots' graph they share). */
  sharedWith?: readonly string[];
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** The modules that at least two of `pages`' static graphs (each less `excluded`) reach, the pages themselves left out. */
export function sharedByPages(pages: readonly string[], excluded: ReadonlySet<string>, infoOf: ModuleInfoOf): Set<string> {
  const reached = new Map<string, number>();
  for (const page of pages) {
    for (const id of staticGraph([page], infoOf)) if (!excluded.has(id)) reached.set(id, (reached.get(id) ?? 0) + 1);
  }
  const roots = new Set(pages);
  return new Set([...reached].filter(([id, count]) => count >= 2 && !roots.has(id)).map(([id]) => id));
}

/** Every module statically reachable from `starts` (themselves included). */
export function staticGraph(starts: Iterable<string>, infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

/** The lazy pages of a chunk: the modules its members import dynamically, not already placed. */
function pagesOf(members: ReadonlySet<string>, taken: ReadonlySet<string>, infoOf: ModuleInfoOf): string[] {
  const pages = new Set<string>();
  for (const id of members) for (const page of infoOf(id)?.dynamicallyImportedIds ?? []) if (!taken.has(page)) pages.add(page);
  return [...pages];
}

/**
 * The plugin that learns the module graph when the build has read it, and the groups for
 * `codeSplitting` that read what it learnt (chunking runs after the build's module graph is complete).
 * `entry` is the app's entry module: its graph is in the initial chunk, never here.
 */
export function graphChunks(entry: string, chunks: readonly GraphChunk[]): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const members = new Map<string, Set<string>>(chunks.map((chunk) => [chunk.name, new Set()]));
  const plugin: Plugin = {
    name: 'graph-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const idOf = (path: string) => ids.find((id) => id.endsWith(`/${path}`));
      const graphOf = (paths: readonly string[]) =>
        staticGraph(paths.map(idOf).filter((id): id is string => id !== undefined), (id) => this.getModuleInfo(id));
      const infoOf: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const taken = graphOf([entry]);
      for (const chunk of chunks) {
        const apart = graphOf(chunk.apart ?? []);
        const mine = members.get(chunk.name)!;
        mine.clear();
        const candidates = chunk.sharedByPagesOf
          ? sharedByPages(pagesOf(members.get(chunk.sharedByPagesOf)!, taken, infoOf), new Set([...taken, ...apart]), infoOf)
          : graphOf(chunk.roots ?? []);
        const sharers = chunk.sharedWith ? graphOf(chunk.sharedWith) : null;
        for (const id of candidates) {
          if (!taken.has(id) && !apart.has(id) && (!sharers || sharers.has(id)) && (!chunk.within || id.includes(`/${chunk.within}`))) mine.add(id);
        }
        for (const id of mine) taken.add(id);
      }
    },
  };
  const groups = chunks.map((chunk) => ({
    name: chunk.name,
    includeDependenciesRecursively: false,
    test: (id: string) => members.get(chunk.name)!.has(id),
  }));
  return { plugin, groups };
}
