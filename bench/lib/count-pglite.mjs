// Preloaded into the bench server by pglite-calls.mjs (--import): counts PGlite's transactions,
// statements and calls into its WebAssembly (execProtocolStream: one call, carrying one protocol
// message or several). Counted from the messages themselves, so PGlite's own query() and the
// app's pipelined path (infra/db/pglite-pipelined.ts) are counted alike: a statement is an
// Execute or a simple Query other than BEGIN, COMMIT and ROLLBACK; a transaction is a BEGIN.
// Asked 'counts' over IPC, sends them back and starts counting again.
import { PGlite } from '@electric-sql/pglite';

const counts = { transactions: 0, statements: 0, wasmCalls: 0 };
const EXECUTE = 'E'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const CONTROL = /^(begin|commit|rollback)\b/i;

/** @param {Uint8Array} bytes */
function countMessages(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = bytes[at];
    const length = view.getInt32(at + 1);
    if (type === EXECUTE) counts.statements++;
    if (type === QUERY) {
      const text = new TextDecoder().decode(bytes.subarray(at + 5, at + 1 + length - 1));
      if (/^begin\b/i.test(text)) counts.transactions++;
      else if (!CONTROL.test(text)) counts.statements++;
    }
    at += 1 + length;
  }
}

// Wrapped loosely: only the counts matter here, the calls pass through untouched.
const proto = /** @type {any} */ (PGlite.prototype);
const { execProtocolStream } = proto;
proto.execProtocolStream = function (message, ...rest) {
  counts.wasmCalls++;
  countMessages(message);
  return execProtocolStream.call(this, message, ...rest);
};
process.on('message', (message) => {
  if (message !== 'counts') return;
  process.send?.({ pgliteCounts: { ...counts } });
  counts.transactions = counts.statements = counts.wasmCalls = 0;
});
