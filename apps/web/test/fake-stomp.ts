import { server, stream } from './msw-server';
import { tokenNameOf } from './tokens';

interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

function parseFrames(data: string): Frame[] {
  return data
    .split('\0')
    .map((text) => text.replace(/^\n+/, ''))
    .filter(Boolean)
    .map((text) => {
      const [head = '', body = ''] = text.split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body };
    });
}

const encode = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n${body}\0`;

type Socket = { send: (data: string) => void; close: (code?: number, reason?: string) => void };

/** Like the server, the ERROR frame goes out before the close (MSW would drop a frame still queued). */
const closeAfterSent = (socket: Socket, reason: string) => setImmediate(() => socket.close(1008, reason));

/**
 * A STOMP 1.2 broker at /stream, as far as the tests need one: it records who connects with which
 * token, accepts or refuses them, and sends frames to what the browser subscribed to. Like the
 * server, a subscription that asks for the current state (`state:current`) gets `currentState`'s
 * answer for its destination, if any, after its receipt.
 */
export function fakeStomp(
  options: {
    accepts?: (tokenName: string | null) => boolean;
    currentState?: (destination: string) => unknown;
  } = {},
) {
  const accepts = options.accepts ?? (() => true);
  /** The token name of every CONNECT, in order. */
  const connects: (string | null)[] = [];
  let socket: Socket | null = null;
  let subscriptions = new Map<string, string>();
  let messageId = 0;

  server.use(
    stream.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        for (const frame of parseFrames(String(event.data))) {
          if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
            const token = tokenNameOf(frame.headers.Authorization ?? frame.headers.authorization);
            connects.push(token);
            if (!accepts(token)) {
              client.send(encode('ERROR', { message: 'unauthorized' }, 'send Authorization: Bearer <token>'));
              closeAfterSent(client, 'unauthorized');
              return;
            }
            socket = client;
            subscriptions = new Map();
            client.send(encode('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
          }
          if (frame.command === 'SUBSCRIBE')
            subscriptions.set(frame.headers.destination ?? '', frame.headers.id ?? '');
          // Like the server: a frame that asks for a receipt gets one once it has been handled.
          if (frame.command !== 'CONNECT' && frame.headers.receipt !== undefined)
            client.send(encode('RECEIPT', { 'receipt-id': frame.headers.receipt }));
          const state =
            frame.command === 'SUBSCRIBE' && frame.headers.state === 'current'
              ? options.currentState?.(frame.headers.destination ?? '')
              : undefined;
          if (state !== undefined) {
            messageId += 1;
            client.send(
              encode(
                'MESSAGE',
                {
                  destination: frame.headers.destination ?? '',
                  subscription: frame.headers.id ?? '',
                  'message-id': String(messageId),
                  'content-type': 'application/json',
                },
                JSON.stringify(state),
              ),
            );
          }
          if (frame.command === 'UNSUBSCRIBE') {
            for (const [destination, id] of subscriptions)
              if (id === frame.headers.id) subscriptions.delete(destination);
          }
        }
      });
    }),
  );

  return {
    connects,
    isSubscribed: (destination: string) => subscriptions.has(destination),
    /** Sends `body` to the browser's subscription of `destination`, as the server does after a change. */
    send(destination: string, body: unknown) {
      const subscription = subscriptions.get(destination);
      if (!socket || subscription === undefined) throw new Error(`nobody listens to ${destination}`);
      messageId += 1;
      socket.send(
        encode(
          'MESSAGE',
          {
            destination,
            subscription,
            'message-id': String(messageId),
            'content-type': 'application/json',
          },
          JSON.stringify(body),
        ),
      );
    },
    /** The connection breaks, as in a server restart. */
    drop() {
      socket?.close(1012, 'restart');
      socket = null;
      subscriptions = new Map();
    },
    /**
     * The server closes a connection whose token has just expired (see docs/product.md, Live
     * updates; coming soon).
     */
    expire() {
      socket?.send(encode('ERROR', { message: 'token expired' }, 'the access token has expired'));
      if (socket) closeAfterSent(socket, 'token expired');
      socket = null;
      subscriptions = new Map();
    },
  };
}
