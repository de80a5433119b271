/**
 * Named prepared statements on PGlite (Queryable.query's `prepared`), which its `query` does not offer:
 * it parses, plans and describes every statement anew. A statement as large as placement's intake chain
 * took ~10 ms to plan against ~3 ms to run for a one-line bet, on every bet. Here a name is parsed and
 * described once per PGlite instance, then each call is bind + execute of that statement (PostgreSQL's
 * plan cache: a few custom plans, then a generic one kept), through the same protocol messages and the
 * same result parsing as PGlite's own `query`.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

export function pglitePrepared(db: PGlite) {
  /** The parameter types of each statement parsed in this instance (a name is parsed once: it outlives transactions). */
  const parameterTypes = new Map<string, number[]>();
  const send = async (messages: Messages, message: Uint8Array) => {
    messages.push(...(await db.execProtocolStream(message, { syncToFs: false })));
  };

  const prepare = async (name: string, text: string): Promise<number[]> => {
    const known = parameterTypes.get(name);
    if (known) return known;
    const described: Messages = [];
    await send(described, protocol.serialize.parse({ name, text }));
    try {
      await send(described, protocol.serialize.describe({ type: 'S', name }));
    } catch (error) {
      // Parsed but not described: drop it, or the next try would find the name taken.
      await send([], protocol.serialize.close({ type: 'S', name }));
      throw error;
    }
    const types = parse.parseDescribeStatementResults(described);
    parameterTypes.set(name, types);
    return types;
  };

  return async function queryPrepared(name: string, text: string, params: unknown[] = []): Promise<Results> {
    return db.runExclusive(async () => {
      const messages: Messages = [];
      try {
        const types = await prepare(name, text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = db.serializers[types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        await send(messages, protocol.serialize.bind({ statement: name, values }));
        await send(messages, protocol.serialize.describe({ type: 'P' }));
        await send(messages, protocol.serialize.execute({}));
      } finally {
        await send(messages, protocol.serialize.sync());
      }
      // As PGlite's query: a file-backed database is written out after a statement outside a transaction.
      if (!db.isInTransaction()) await db.syncToFs();
      return parse.parseResults(messages, db.parsers)[0]!;
    });
  };
}
