import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of a subscription: the keys it would keep, the JSON it would send us. */
export interface Device {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The device's private ECDH key and auth secret, to read what was sent to it. */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string; kind: string };
  /** The VAPID claims, verified against `k` with ES256. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/**
 * Decrypts an RFC 8188 aes128gcm body sent under RFC 8291 (Web Push): the header carries the salt,
 * the record size and the sender's ephemeral public key; the keys come from ECDH with the device's
 * private key and its auth secret, as a browser derives them.
 */
function decryptAes128gcm(body: Buffer, devicePrivate: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('expected a single record');
  const shared = devicePrivate.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePrivate.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'] });
  return {
    aud: String(payload.aud),
    sub: String(payload.sub),
    exp: Number(payload.exp),
    publicKey: match[2],
  };
}

/**
 * A push service on the loopback, standing in for the browser vendors' (FCM, Mozilla's): it checks
 * each request's VAPID signature, decrypts the payload with the device's keys, and answers what the
 * test asks (201 by default; a queue of statuses per device, with headers).
 */
export class PushServiceStub {
  readonly received: ReceivedPush[] = [];
  readonly refused: { device: string; error: string }[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly answers = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  private server: Server | null = null;
  private origin = '';
  private holding = false;
  private readonly gate: (() => void)[] = [];

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
        void this.receive(name, request.headers, Buffer.concat(chunks)).then((answer) => {
          response.writeHead(answer.status, answer.headers ?? {});
          response.end();
        });
      });
    });
    await new Promise<void>((done) => this.server?.listen(0, '127.0.0.1', done));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((done) => this.server?.close(() => done()));
  }

  /** A new browser profile subscribing: fresh P-256 keys and auth secret, an endpoint on this service. */
  device(name: string): Device {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const device: Device = {
      name,
      subscription: {
        endpoint: `${this.origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
      decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
    };
    this.devices.set(name, device);
    return device;
  }

  /** The next answers for a device's pushes, in order; 201 once they run out. */
  answer(device: string, ...answers: { status: number; headers?: Record<string, string> }[]): void {
    this.answers.set(device, [...(this.answers.get(device) ?? []), ...answers]);
  }

  /**
   * A slow service: while on, each request is read (and counted in `received`) but answered only
   * at release(). hold(false) answers the next ones at once and leaves those held waiting.
   */
  hold(on = true): void {
    this.holding = on;
  }

  /** Requests read and not answered yet. */
  get held(): number {
    return this.gate.length;
  }

  release(): void {
    for (const answer of this.gate.splice(0)) answer();
  }

  to(device: string): ReceivedPush[] {
    return this.received.filter((push) => push.device === device);
  }

  private async receive(name: string, headers: IncomingHttpHeaders, body: Buffer) {
    const device = this.devices.get(name);
    const answer = this.answers.get(name)?.shift() ?? { status: 201 };
    try {
      if (!device) throw new Error('unknown device');
      if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapid = await verifyVapid(headers.authorization);
      const payload = JSON.parse(device.decrypt(body)) as ReceivedPush['payload'];
      this.received.push({ device: name, headers, payload, vapid });
      if (this.holding) await new Promise<void>((answer) => this.gate.push(answer));
      return answer;
    } catch (error) {
      this.refused.push({ device: name, error: (error as Error).message });
      return { status: 400 };
    }
  }
}
