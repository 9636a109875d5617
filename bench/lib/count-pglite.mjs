// Preloaded into the bench server by pglite-calls.mjs (--import): counts PGlite's transactions,
// statements and calls into its WebAssembly (execProtocolStream: one per protocol message); asked
// 'counts' over IPC, sends them back and starts counting again.
import { PGlite } from '@electric-sql/pglite';

const counts = { transactions: 0, statements: 0, wasmCalls: 0 };
// Wrapped loosely: only the counts matter here, the calls pass through untouched.
const proto = /** @type {any} */ (PGlite.prototype);
const { query, exec, transaction, execProtocolStream } = proto;
proto.execProtocolStream = function (...args) {
  counts.wasmCalls++;
  return execProtocolStream.apply(this, args);
};
proto.query = function (...args) {
  counts.statements++;
  return query.apply(this, args);
};
proto.exec = function (...args) {
  counts.statements++;
  return exec.apply(this, args);
};
proto.transaction = function (work) {
  counts.transactions++;
  return transaction.call(this, (tx) =>
    work({
      ...tx,
      query: (...args) => {
        counts.statements++;
        return tx.query(...args);
      },
      exec: (...args) => {
        counts.statements++;
        return tx.exec(...args);
      },
      rollback: () => tx.rollback(),
      get closed() {
        return tx.closed;
      },
    }),
  );
};
process.on('message', (message) => {
  if (message !== 'counts') return;
  process.send?.({ pgliteCounts: { ...counts } });
  counts.transactions = counts.statements = counts.wasmCalls = 0;
});
