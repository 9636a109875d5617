import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';

const { serialize } = protocol;
type Message = Uint8Array;

/**
 * At most this many statement texts get a name, as on PostgreSQL (named-statements.ts): our
 * texts come from a fixed set of shapes; the bound guards against texts that carry their values.
 */
const MAX_NAMED = 1_000;

/** A statement parsed once under a name, with the types its parameters were given. */
interface Prepared {
  name: string;
  types: number[];
}

/**
 * PGlite's `query` and `transaction` with one call into the WebAssembly per statement instead of
 * six. PGlite sends Parse, Describe, Bind, Describe, Execute and Sync each as a call of its own,
 * and parses and plans the statement every time; each call costs ~0.3 ms whatever it does
 * (docs/performance.md, session 11). Here a statement with parameters is parsed ONCE under a name
 * (with Describe, which tells its parameters' types, so values are serialised exactly as PGlite
 * does), and each run is Bind, Describe, Execute and Sync in one message; a statement without
 * parameters (a savepoint, DDL) is Parse to Sync in one message, unnamed. A transaction's BEGIN
 * travels with its first statement and COMMIT is one message. Drizzle's PGlite driver calls only
 * `query` and `transaction`; everything else (`listen`, `exec`, `close`) is PGlite's own.
 *
 * The answers go through PGlite's execProtocolStream, so notifications (LISTEN) and errors are
 * handled as PGlite handles them. The same mutexes are held: no other query runs inside a
 * transaction, and nothing runs between the messages of one statement.
 */
export function pipelinedPGlite(pglite: PGlite): PGlite {
  const prepared = new Map<string, Prepared>();

  const exchange = (messages: Message[]) => pglite.execProtocolStream(concat(messages), { syncToFs: false });

  /** Parses `text` (under a name when it may be kept) and reads its parameters' types. */
  async function prepare(text: string, options: QueryOptions | undefined, before: Message[]) {
    const known = prepared.get(text);
    if (known) return known;
    const name = prepared.size < MAX_NAMED ? `pgl_${prepared.size}` : '';
    const described = await exchange([
      ...before,
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]).catch((error: unknown) => Promise.reject(withQuery(error, text, [])));
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    if (name) prepared.set(text, statement);
    return statement;
  }

  /** One statement: its run in one message (after its Parse, the first time). */
  async function run<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
    before: Message[] = [],
  ): Promise<Results<T>> {
    let parsed = [...before, serialize.parse({ text, types: options?.paramTypes ?? [] })];
    let statement = '';
    let values: (string | null)[] = [];
    if (params.length > 0) {
      // The first time, BEGIN (if any) goes with the Parse: it must come first.
      const fresh = !prepared.has(text);
      const { name, types } = await prepare(text, options, before);
      statement = name;
      values = params.map((value, i) => serialized(pglite, value, types[i], options));
      parsed = [...(fresh ? [] : before), ...(name ? [] : [serialize.parse({ text, types })])];
    }
    const answer = await exchange([
      ...parsed,
      serialize.bind({ statement, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]).catch((error: unknown) => Promise.reject(withQuery(error, text, params)));
    // The last result: a BEGIN sent before the statement has one of its own.
    return parse.parseResults(answer, pglite.parsers, options).at(-1) as Results<T>;
  }

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return pglite._runExclusiveTransaction(async () => {
      let begun = false;
      let closed = false;
      const begin = (): Message[] => {
        if (closed) throw new Error('Transaction is closed');
        if (begun) return [];
        begun = true;
        return [serialize.query('BEGIN')];
      };
      const end = async (command: 'COMMIT' | 'ROLLBACK') => {
        closed = true;
        if (!begun) return [];
        return pglite._runExclusiveQuery(() => exchange([serialize.query(command)]));
      };
      const tx = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          pglite._runExclusiveQuery(() => run<R>(text, params, options, begin())),
        rollback: async () => {
          await end('ROLLBACK');
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          const answer = await end('COMMIT');
          if (answer.some((m) => m.name === 'commandComplete' && 'text' in m && m.text === 'ROLLBACK'))
            throw new TransactionAbortedError();
        }
        return result;
      } catch (error) {
        if (!closed) await end('ROLLBACK');
        throw error;
      } finally {
        await pglite.syncToFs();
      }
    });
  }

  const query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    pglite._runExclusiveTransaction(async () => {
      const result = await pglite._runExclusiveQuery(() => run<T>(text, params, options));
      await pglite.syncToFs();
      return result;
    });

  return new Proxy(pglite, {
    get(target, key, receiver) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A parameter as PGlite's own `query` sends it: by the type PostgreSQL gave the parameter. */
function serialized(pglite: PGlite, value: unknown, type: number | undefined, options?: QueryOptions) {
  if (value === null || value === undefined) return null;
  const serialize =
    type === undefined ? undefined : (options?.serializers?.[type] ?? pglite.serializers[type]);
  return serialize ? serialize(value) : String(value);
}

/** The statement on its error, as PGlite's `query` puts it there (for logs). */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error instanceof Error) Object.assign(error, { query, params });
  return error;
}

function concat(messages: Message[]): Message {
  if (messages.length === 1) return messages[0] as Message;
  return Buffer.concat(messages);
}
