import http from 'node:http';
import https from 'node:https';

/** What the AEAT's service answered: the HTTP status and the body, a SOAP envelope or not. */
export interface AeatReply {
  status: number;
  body: string;
}

/** Posts one SOAP request to the AEAT; a network failure or a timeout rejects. */
export interface AeatTransport {
  post(soapXml: string): Promise<AeatReply>;
}

export interface TransportOptions {
  url: string;
  /** The box's certificate and key, PKCS#12, and its password: the service authenticates the box by it (mutual TLS). */
  pfx: Buffer;
  passphrase: string | undefined;
  /** Extra authorities to trust for the server's certificate (the tests' stand-in); the system's by default. */
  ca?: Buffer | string;
  /** A request that takes longer is given up, well inside the sender's lease. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * SOAP 1.1 over HTTPS with the client certificate, as the WSDL binds the service: one POST of
 * `text/xml`, an empty `SOAPAction`. Node's own `https.Agent({ pfx, passphrase })` presents the
 * certificate; no SOAP library is needed for one operation whose request the app builds itself.
 */
export function httpsTransport(options: TransportOptions): AeatTransport {
  const url = new URL(options.url);
  const secure = url.protocol === 'https:';
  // A new connection per request: requests are a minute or more apart, and a kept-alive socket the
  // server has closed meanwhile fails the next request with ECONNRESET.
  const agent = secure
    ? new https.Agent({ pfx: options.pfx, passphrase: options.passphrase, ca: options.ca, keepAlive: false })
    : new http.Agent({ keepAlive: false });
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    post: (soapXml) =>
      new Promise<AeatReply>((resolve, reject) => {
        const body = Buffer.from(soapXml, 'utf8');
        const request = (secure ? https : http).request(
          url,
          {
            method: 'POST',
            agent,
            timeout,
            headers: {
              'content-type': 'text/xml; charset=utf-8',
              'content-length': body.length,
              soapaction: '""',
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        request.on('timeout', () =>
          request.destroy(new Error(`no answer from the AEAT within ${timeout} ms`)),
        );
        request.on('error', reject);
        request.end(body);
      }),
  };
}
