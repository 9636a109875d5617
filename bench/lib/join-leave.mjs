// The requests of members who join a class, then leave it, then join again: one member per
// kept-alive connection (joins.mjs, profile-read.mjs).
import { encodeRequest } from './load.mjs';

/**
 * The `next` of load(): the bytes of each member's join and leave on the class `classOf(i)` gives
 * connection i. Each connection carries on where its last run stopped, so a member never joins
 * twice in a row.
 * @param {string} base
 * @param {{ id: number, token: string }[]} members one per connection
 * @param {(i: number) => number} classOf
 */
export function joinLeave(base, members, classOf) {
  const calls = members.map((member, i) => {
    const headers = { authorization: `Bearer ${member.token}` };
    const path = (action) => `/api/classes/${classOf(i)}/${action}`;
    return [
      encodeRequest(base, {
        method: 'POST',
        path: path('join'),
        headers,
        body: JSON.stringify({ userId: member.id }),
      }),
      encodeRequest(base, {
        method: 'POST',
        path: path('leave'),
        headers,
        body: JSON.stringify({ userId: member.id, penalization: false }),
      }),
    ];
  });
  const sent = calls.map(() => 0);
  return (/** @type {number} */ i) => calls[i][sent[i]++ % 2];
}
