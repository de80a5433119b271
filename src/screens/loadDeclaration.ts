import type { ScreenDeclaration } from './declaration.ts';
import type { ScreenEntry } from './screenEntry.ts';
import { isScreenDeclaration } from './isScreenDeclaration.ts';

/** Each declaration file, loaded on demand (its chunk carries the screen's columns and its contract). */
const modules = import.meta.glob<Record<string, unknown>>('./declarations/*.ts');

/** The declaration a screen entry names, loaded with its file. */
export async function loadScreenDeclaration(entry: ScreenEntry): Promise<ScreenDeclaration> {
  const load = modules[`./declarations/${entry.file}.ts`];
  if (!load) throw new Error(`No declaration file ${entry.file} for the screen ${entry.id}`);
  const found = Object.values(await load()).find((value) => isScreenDeclaration(value) && value.id === entry.id);
  if (!found) throw new Error(`${entry.file} declares no screen ${entry.id}`);
  return found as ScreenDeclaration;
}
