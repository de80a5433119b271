/**
 * Named prepared statements on PGlite (Queryable.query's `prepared`), which its `query` does not offer:
 * it parses, plans and describes every statement anew. A statement as large as placement's intake chain
 * took ~10 ms to plan against ~3 ms to run for a one-line bet, on every bet. Here a name is parsed and
 * described once per PGlite instance, then each call is bind + execute of that statement (PostgreSQL's
 * plan cache: a few custom plans, then a generic one kept), through the same protocol messages and the
 * same result parsing as PGlite's own `query`. The four messages of a call (bind, describe, execute,
 * sync) go to the database in one buffer, which PGlite's main loop reads through to its end: one
 * crossing into the WASM module a call instead of four (issue 24: GET profile's session check is one
 * such call on every request). On an error PostgreSQL skips to the sync, as it does for PGlite's own
 * messages sent one by one, and the error is raised once the buffer is read.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** The messages that are the same on every call, serialised once. */
const DESCRIBE_PORTAL = protocol.serialize.describe({ type: 'P' });
const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();

function concatenated(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

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
      // Parsed but not described: drop it, or the next try would find the name taken (after a sync:
      // until one, PostgreSQL skips every message that follows an error).
      await send([], concatenated(SYNC, protocol.serialize.close({ type: 'S', name })));
      throw error;
    }
    const types = parse.parseDescribeStatementResults(described);
    parameterTypes.set(name, types);
    return types;
  };

  return async function queryPrepared(name: string, text: string, params: unknown[] = []): Promise<Results> {
    return db.runExclusive(async () => {
      let types: number[];
      try {
        types = await prepare(name, text);
      } catch (error) {
        // Ends the error state, else the next call's messages would be skipped up to its own sync.
        await send([], SYNC);
        throw error;
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const messages: Messages = [];
      await send(messages, concatenated(protocol.serialize.bind({ statement: name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC));
      // As PGlite's query: a file-backed database is written out after a statement outside a transaction.
      if (!db.isInTransaction()) await db.syncToFs();
      return parse.parseResults(messages, db.parsers)[0]!;
    });
  };
}
