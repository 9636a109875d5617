// A burst of requests that leave together, as a crowd's phones at 17:00: one connection each,
// all opened first, then every request written in one go; each answer's time runs from the
// moment its request was written until its last byte arrived. Answers are read whole (status and
// JSON body), so a bench can check what each member was told.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * @typedef {{ status: number, body: any, ms: number }} Answer
 * @param {{ base: string, bytes: Buffer }[]} requests
 * @returns {Promise<Answer[]>}
 */
export async function burst(requests) {
  const sockets = await Promise.all(
    requests.map(
      ({ base }) =>
        /** @type {Promise<import('node:net').Socket>} */ (
          new Promise((resolve, reject) => {
            const url = new URL(base);
            const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
            socket.setNoDelay(true);
            socket.once('error', reject);
          })
        ),
    ),
  );
  /** When each request was written. */
  const sentAt = sockets.map(() => 0);
  const answers = sockets.map(
    (socket, i) =>
      /** @type {Promise<Answer>} */ (
        new Promise((resolve, reject) => {
          let buffer = Buffer.alloc(0);
          socket.on('data', (chunk) => {
            buffer = Buffer.concat([buffer, chunk]);
            const answer = parseAnswer(buffer);
            if (!answer) return;
            socket.destroy();
            resolve({ ...answer, ms: performance.now() - sentAt[i] });
          });
          socket.once('error', reject);
          socket.once('close', () => reject(new Error('connection closed before the answer')));
        })
      ),
  );
  sockets.forEach((socket, i) => {
    sentAt[i] = performance.now();
    socket.write(requests[i].bytes);
  });
  return Promise.all(answers);
}

/** The status and JSON body of a complete answer with a Content-Length, or null while incomplete. */
function parseAnswer(buffer) {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd).toLowerCase();
  const length = Number(/\r\ncontent-length: *(\d+)/.exec(head)?.[1] ?? 0);
  if (buffer.length < headEnd + 4 + length) return null;
  const text = buffer.toString('utf8', headEnd + 4, headEnd + 4 + length);
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: Number(buffer.toString('latin1', 9, 12)), body };
}
