import { describe, expect, it } from 'vitest';
import {
  decodeFrames,
  encodeFrame,
  FrameError,
  FrameParser,
  MAX_FRAME_BYTES,
  MAX_HEADERS,
} from '../src/infra/realtime/stomp-frame';

const headersOf = (text: string) => Object.fromEntries(decodeFrames(text)[0]?.headers ?? []);

function failure(...chunks: string[]): FrameError | null {
  const parser = new FrameParser();
  for (const chunk of chunks) {
    const { error } = parser.push(chunk);
    if (error) return error;
  }
  return null;
}

describe('STOMP frame codec', () => {
  it('encodes and decodes a frame with its body and content-length', () => {
    const text = encodeFrame('MESSAGE', { destination: '/class/4', subscription: 'sub-0' }, '{"id":4}');
    expect(text).toBe('MESSAGE\ndestination:/class/4\nsubscription:sub-0\ncontent-length:8\n\n{"id":4}\0');
    const [frame] = decodeFrames(text);
    expect(frame?.command).toBe('MESSAGE');
    expect(frame?.body).toBe('{"id":4}');
    expect(frame?.headers.get('destination')).toBe('/class/4');
  });

  it('escapes and unescapes header names and values', () => {
    const awkward = 'a:b\nc\\d\re';
    const text = encodeFrame('SEND', { [awkward]: awkward });
    expect(text).toContain('a\\cb\\nc\\\\d\\re:a\\cb\\nc\\\\d\\re');
    expect(headersOf(text)).toEqual({ [awkward]: awkward });
  });

  it('leaves CONNECT and CONNECTED headers unescaped, as the spec says', () => {
    expect(headersOf('CONNECT\npasscode:a\\cb:c\n\n\0')).toEqual({ passcode: 'a\\cb:c' });
    expect(encodeFrame('CONNECTED', { server: 'a:b' })).toContain('server:a:b');
  });

  it('keeps the first value of a repeated header and accepts CRLF line ends', () => {
    expect(headersOf('SEND\r\nfoo:1\r\nfoo:2\r\n\r\n\0')).toEqual({ foo: '1' });
  });

  it('assembles a frame fragmented across messages, even inside a UTF-8 character', () => {
    const bytes = Buffer.from('SEND\ndestination:/q\n\ncafè ☕\0');
    const parser = new FrameParser();
    const cuts = [3, 12, bytes.length - 3, bytes.length - 1];
    let start = 0;
    for (const cut of cuts) {
      expect(parser.push(bytes.subarray(start, cut)).frames).toEqual([]);
      start = cut;
    }
    const { frames, error } = parser.push(bytes.subarray(start));
    expect(error).toBeNull();
    expect(frames.map((f) => f.body)).toEqual(['cafè ☕']);
  });

  it('reads several frames from one message, with heart-beat EOLs between them', () => {
    const frames = decodeFrames('\nSEND\na:1\n\none\0\r\n\nSEND\na:2\n\ntwo\0\n');
    expect(frames.map((f) => [f.headers.get('a'), f.body])).toEqual([
      ['1', 'one'],
      ['2', 'two'],
    ]);
  });

  it('honours content-length, so a body may contain NUL', () => {
    const parser = new FrameParser();
    expect(parser.push('SEND\ncontent-length:5\n\na\0b').frames).toEqual([]);
    const { frames } = parser.push('\0c\0SEND\n\n\0');
    expect(frames.map((f) => f.body)).toEqual(['a\0b\0c', '']);
  });

  it('counts content-length in bytes, not characters', () => {
    expect(decodeFrames('SEND\ncontent-length:3\n\n☕\0')[0]?.body).toBe('☕');
  });

  it('refuses a body that does not end where content-length says', () => {
    expect(failure('SEND\ncontent-length:2\n\nabc\0')?.message).toBe('frame body not followed by NUL');
    expect(failure('SEND\ncontent-length:-1\n\n\0')?.message).toBe('invalid content-length');
  });

  it('refuses a header line without a colon, or with a bad escape', () => {
    expect(failure('SEND\nnocolon\n\n\0')?.message).toBe('malformed header line');
    expect(failure('SEND\n:empty-name\n\n\0')?.message).toBe('malformed header line');
    expect(failure('SEND\na:b\\tc\n\n\0')?.message).toMatch(/invalid escape/);
  });

  it('refuses an unknown command', () => {
    expect(failure('HELLO\n\n\0')?.message).toBe('unknown command "HELLO"');
    expect(failure('send\n\n\0')?.message).toBe('unknown command "send"');
  });

  it(`refuses more than ${MAX_HEADERS} headers`, () => {
    const headers = Array.from({ length: MAX_HEADERS + 1 }, (_, i) => `h${i}:v`).join('\n');
    expect(failure(`SEND\n${headers}\n\n\0`)?.message).toBe(`more than ${MAX_HEADERS} headers`);
    const allowed = Array.from({ length: MAX_HEADERS }, (_, i) => `h${i}:v`).join('\n');
    expect(failure(`SEND\n${allowed}\n\n\0`)).toBeNull();
  });

  it('refuses an oversized frame without waiting for its end', () => {
    const body = 'x'.repeat(MAX_FRAME_BYTES);
    expect(failure('SEND\n\n', body)?.reason).toBe('too-large');
    expect(failure(`SEND\ncontent-length:${MAX_FRAME_BYTES}\n\n`)?.reason).toBe('too-large');
    expect(failure(`SEND\nh:${body}`)?.reason).toBe('too-large');
    // The largest frame allowed: exactly MAX_FRAME_BYTES including its NUL.
    expect(failure(`SEND\n\n${'x'.repeat(MAX_FRAME_BYTES - 7)}\0`)).toBeNull();
  });

  it('accepts nothing more once the stream is broken', () => {
    const parser = new FrameParser();
    expect(parser.push('BAD\n\n\0').error).toBeInstanceOf(FrameError);
    const after = parser.push('SEND\n\n\0');
    expect(after.frames).toEqual([]);
    expect(after.error).toBeInstanceOf(FrameError);
  });
});
