/**
 * STOMP 1.2 frames: encoding, and a streaming parser for text that arrives in arbitrary pieces
 * (a WebSocket message may hold several frames, or only part of one).
 */

export interface StompFrame {
  command: string;
  /** Names are case-sensitive as in the spec; when a header repeats, the first value wins. */
  headers: ReadonlyMap<string, string>;
  body: string;
}

/** Limits that keep one client from making us buffer without end. */
export const MAX_FRAME_BYTES = 64 * 1024;
export const MAX_HEADERS = 40;

const COMMANDS = new Set([
  // client
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
  // server
  'CONNECTED',
  'MESSAGE',
  'RECEIPT',
  'ERROR',
]);
/** The spec leaves the headers of these two frames unescaped, for 1.0 clients. */
const UNESCAPED = new Set(['CONNECT', 'CONNECTED']);

export class FrameError extends Error {
  constructor(
    message: string,
    readonly reason: 'too-large' | 'malformed' = 'malformed',
  ) {
    super(message);
    this.name = 'FrameError';
  }
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\': '\\', n: '\n', r: '\r', c: ':' };

export const escapeHeader = (text: string): string => text.replace(/[\\\n\r:]/g, (c) => ESCAPES[c] ?? c);

export function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/gs, (_, c: string) => {
    const plain = UNESCAPES[c];
    if (plain === undefined) throw new FrameError(`invalid escape sequence \\${c} in a header`);
    return plain;
  });
}

/** A frame as text; a non-empty body gets a `content-length` so it may contain NUL. */
export function encodeFrame(command: string, headers: Record<string, string> = {}, body = ''): string {
  const encode = UNESCAPED.has(command) ? (text: string) => text : escapeHeader;
  const lines = [command];
  for (const [name, value] of Object.entries(headers)) lines.push(`${encode(name)}:${encode(value)}`);
  if (body) lines.push(`content-length:${Buffer.byteLength(body)}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}

export interface ParseResult {
  frames: StompFrame[];
  /** Set once the stream is broken; the parser then accepts nothing more. */
  error: FrameError | null;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

export class FrameParser {
  private buffer: Buffer = Buffer.alloc(0);
  private error: FrameError | null = null;

  push(chunk: Buffer | string): ParseResult {
    if (this.error) return { frames: [], error: this.error };
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, bytes]) : bytes;
    const frames: StompFrame[] = [];
    try {
      for (let frame = this.next(); frame; frame = this.next()) frames.push(frame);
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      this.error = error;
      this.buffer = Buffer.alloc(0);
    }
    return { frames, error: this.error };
  }

  /** The next complete frame, or null until more bytes arrive. */
  private next(): StompFrame | null {
    this.skipHeartBeats();
    const buffer = this.buffer;
    if (buffer.length === 0) return null;
    const lines: string[] = [];
    let bodyStart = -1;
    for (let start = 0; bodyStart < 0; ) {
      const end = buffer.indexOf(LF, start);
      if (end < 0) return this.waitForMore(null);
      const line = buffer.toString('utf8', start, end > start && buffer[end - 1] === CR ? end - 1 : end);
      if (line === '') bodyStart = end + 1;
      else if (lines.push(line) > MAX_HEADERS + 1) throw new FrameError(`more than ${MAX_HEADERS} headers`);
      start = end + 1;
    }
    const command = lines[0] ?? '';
    if (!COMMANDS.has(command))
      throw new FrameError(`unknown command ${JSON.stringify(command.slice(0, 20))}`);
    const headers = parseHeaders(lines.slice(1), !UNESCAPED.has(command));
    const bodyEnd = this.findBodyEnd(bodyStart, headers.get('content-length'));
    if (bodyEnd < 0) return null;
    this.buffer = buffer.subarray(bodyEnd + 1);
    return { command, headers, body: buffer.toString('utf8', bodyStart, bodyEnd) };
  }

  /** Where the body's NUL is, or -1 while it has not arrived. */
  private findBodyEnd(bodyStart: number, contentLength: string | undefined): number {
    if (contentLength === undefined) {
      const end = this.buffer.indexOf(NUL, bodyStart);
      return end < 0 ? this.waitForMore(-1) : checkSize(end);
    }
    if (!/^\d{1,9}$/.test(contentLength)) throw new FrameError('invalid content-length');
    const end = checkSize(bodyStart + Number(contentLength));
    if (this.buffer.length <= end) return -1;
    if (this.buffer[end] !== NUL) throw new FrameError('frame body not followed by NUL');
    return end;
  }

  /** Heart-beats are bare EOLs between frames. A lone CR may be half of a CRLF, so it waits. */
  private skipHeartBeats(): void {
    let i = 0;
    while (i < this.buffer.length) {
      if (this.buffer[i] === LF) i += 1;
      else if (this.buffer[i] === CR && this.buffer[i + 1] === LF) i += 2;
      else break;
    }
    if (i > 0) this.buffer = this.buffer.subarray(i);
  }

  /** Returns `pending` unless the frame is already too large to ever be accepted. */
  private waitForMore<T>(pending: T): T {
    // The frame is at least one byte longer than what is buffered: its NUL is still to come.
    if (this.buffer.length >= MAX_FRAME_BYTES) throw tooLarge();
    return pending;
  }
}

const tooLarge = () => new FrameError(`frame larger than ${MAX_FRAME_BYTES} bytes`, 'too-large');

function checkSize(nulIndex: number): number {
  if (nulIndex + 1 > MAX_FRAME_BYTES) throw tooLarge();
  return nulIndex;
}

function parseHeaders(lines: string[], escaped: boolean): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError('malformed header line');
    const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
    if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}

/** Every frame in a complete piece of text (tests, and anything that is not a stream). */
export function decodeFrames(text: string): StompFrame[] {
  const { frames, error } = new FrameParser().push(text);
  if (error) throw error;
  return frames;
}
