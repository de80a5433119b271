/**
 * What the declared pages (data screens, forms) share: finding every declaration of a folder, and
 * making each one's machines once.
 */

/**
 * Every declaration exported by the modules of a folder (Vite's import.meta.glob, eager), sorted by
 * id so the order never depends on how files are listed: a new declaration is its file and no list line.
 */
export function declarationsIn<Declaration extends { id: string }>(
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  isDeclaration: (value: unknown) => value is Declaration,
): readonly Declaration[] {
  return Object.values(modules)
    .flatMap((module) => Object.values(module).filter(isDeclaration))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** `make` for each declaration, made on first use and kept by the declaration's id (a page starts its machines with useActorRef). */
export function perDeclaration<Declaration extends { id: string }, Made>(make: (declaration: Declaration) => Made) {
  const made = new Map<string, Made>();
  return {
    of(declaration: Declaration): Made {
      let found = made.get(declaration.id);
      if (!found) {
        found = make(declaration);
        made.set(declaration.id, found);
      }
      return found;
    },
  };
}
