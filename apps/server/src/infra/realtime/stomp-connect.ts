import type { AccessClaims, TokenCheck } from '../http/caller';
import { type HeartBeatIntervals, negotiateHeartBeat } from './heart-beat';
import type { StompFrame } from './stomp-frame';
import { CLOSE, Refusal } from './stomp-refusal';

export interface AcceptedConnect {
  user: AccessClaims;
  heartBeat: HeartBeatIntervals;
}

/**
 * Checks a CONNECT (or STOMP) frame: it must accept version 1.2, carry a well-formed heart-beat
 * and a valid access token (docs/product.md, Live updates: `Authorization: Bearer <token>`). Throws
 * a Refusal.
 */
export async function acceptConnect(
  frame: StompFrame,
  tokens: Pick<TokenCheck, 'verify'>,
): Promise<AcceptedConnect> {
  // A missing accept-version means a STOMP 1.0 client.
  const versions = (frame.headers.get('accept-version') ?? '1.0').split(',').map((v) => v.trim());
  if (!versions.includes('1.2')) throw new Refusal('unsupported version', 'supported versions: 1.2');
  const heartBeat = negotiateHeartBeat(frame.headers.get('heart-beat'));
  if (!heartBeat) throw new Refusal('malformed frame', 'invalid heart-beat header');
  const token = bearerToken(frame);
  const user = token ? await tokens.verify(token) : null;
  if (!user) throw new Refusal('unauthorized', 'send Authorization: Bearer <access token>', CLOSE.policy);
  return { user, heartBeat };
}

function bearerToken(frame: StompFrame): string | undefined {
  // Header names are case-sensitive in STOMP, but clients spell this one either way.
  const header = [...frame.headers].find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}
