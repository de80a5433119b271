import type * as v from 'valibot';

/** The parts of a valibot schema this walk reads: an object's entries, a variant's options, a pipe's first schema. */
interface SchemaShape {
  entries?: Record<string, unknown>;
  options?: readonly unknown[];
  pipe?: readonly unknown[];
  wrapped?: unknown;
}

/** The field names a request part's schema declares (every variant's, through pipes and optional wrappers). */
export function declaredFields(schema: v.GenericSchema | undefined): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const shape: SchemaShape = node;
    if (shape.entries) for (const name of Object.keys(shape.entries)) names.add(name);
    if (shape.options) for (const option of shape.options) walk(option);
    if (shape.pipe) walk(shape.pipe[0]);
    if (shape.wrapped) walk(shape.wrapped);
  };
  walk(schema);
  return [...names].sort();
}
