/**
 * Named prepared statements on PGlite (Queryable.query's `prepared`), which its `query` does not offer:
 * it parses, plans and describes every statement anew. A statement as large as placement's intake chain
 * took ~10 ms to plan against ~3 ms to run for a one-line bet, on every bet. Here a name is parsed and
 * described once per PGlite instance, then each call is bind + execute of that statement (PostgreSQL's
 * plan cache: a few custom plans, then a generic one kept), through the same protocol messages and the
 * same result parsing as PGlite's own `query`. Issue 24 (GET profile's session check is one such call
 * on every request):
 * - the messages of a call (bind, execute, sync) go to the database in one buffer, which PGlite's main
 *   loop reads through to its end: one crossing into the WASM module a call instead of four. On an
 *   error PostgreSQL skips to the sync, as it does for messages sent one by one, and the error is
 *   raised once the buffer is read;
 * - the row description is the statement's, read once when it is described: a portal of a named
 *   statement bound with text results (as here) describes the same columns, and a statement whose
 *   columns changed (a migration) fails in PostgreSQL itself ("cached plan must not change result
 *   type"), so describing the portal on every call only cost a round of parsing.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** What a parsed statement needs on each call: its parameters' types, and its row description (none for a statement without rows). */
interface Described {
  parameterTypes: number[];
  rowDescription: Messages[number] | undefined;
}

/** The messages that are the same on every call, serialised once. */
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
  /** Each statement parsed in this instance, described (a name is parsed once: it outlives transactions). */
  const statements = new Map<string, Described>();
  const send = async (messages: Messages, message: Uint8Array) => {
    messages.push(...(await db.execProtocolStream(message, { syncToFs: false })));
  };

  const prepare = async (name: string, text: string): Promise<Described> => {
    const known = statements.get(name);
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
    const statement = {
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(name, statement);
    return statement;
  };

  return async function queryPrepared(name: string, text: string, params: unknown[] = []): Promise<Results> {
    return db.runExclusive(async () => {
      let statement: Described;
      try {
        statement = await prepare(name, text);
      } catch (error) {
        // Ends the error state, else the next call's messages would be skipped up to its own sync.
        await send([], SYNC);
        throw error;
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[statement.parameterTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const messages: Messages = statement.rowDescription ? [statement.rowDescription] : [];
      await send(messages, concatenated(protocol.serialize.bind({ statement: name, values }), EXECUTE, SYNC));
      // As PGlite's query: a file-backed database is written out after a statement outside a transaction.
      if (!db.isInTransaction()) await db.syncToFs();
      return parse.parseResults(messages, db.parsers)[0]!;
    });
  };
}
