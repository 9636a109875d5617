import type { Role } from '@boxbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from '../src/infra/realtime/coalescer';
import { maySubscribe } from '../src/infra/realtime/destination-policy';
import { negotiateHeartBeat } from '../src/infra/realtime/heart-beat';

describe('who may subscribe where', () => {
  const user = (roles: Role[]) => ({ userId: 7, roles });
  it.each([
    ['/user/7/read', ['USER'], true],
    ['/user/8/read', ['USER'], false],
    ['/user/8/read', ['TRAINER'], false],
    ['/user/8/read', ['USER', 'ADMIN'], true],
    ['/user/07/read', ['USER'], false],
    ['/class/12', ['USER'], true],
    ['/class/12/extra', ['USER'], false],
    ['/classUser/save/12', ['USER'], false],
    ['/classUser/save/12', ['TRAINER'], true],
    ['/classUser/update/12', ['ADMIN'], true],
    ['/classUser/delete/12', ['TESTER'], false],
    ['/classUser/rename/12', ['ADMIN'], false],
    ['/chat/7', ['USER'], true],
    ['/chat/8', ['USER'], false],
    ['/chat/8', ['TRAINER'], true],
    ['/chat/8', ['ADMIN'], true],
    ['/chat/inbox', ['USER'], false],
    ['/chat/inbox', ['TRAINER'], true],
    ['/chat/07', ['USER'], false],
    ['/topic/anything', ['ADMIN'], false],
    ['', ['ADMIN'], false],
  ] as [string, Role[], boolean][])('%s as %j → %s', (destination, roles, allowed) => {
    expect(maySubscribe(user(roles), destination)).toBe(allowed);
  });
});

describe('heart-beat negotiation', () => {
  it.each([
    [undefined, { outgoing: 0, incoming: 0 }],
    ['0,0', { outgoing: 0, incoming: 0 }],
    ['10000,10000', { outgoing: 10_000, incoming: 10_000 }],
    ['20000,0', { outgoing: 0, incoming: 20_000 }],
    ['0, 5000', { outgoing: 5_000, incoming: 0 }],
    ['200,300', { outgoing: 300, incoming: 200 }],
    ['1,1', { outgoing: 100, incoming: 100 }],
    ['abc', null],
    ['10,', null],
  ])('%j → %j', (header, expected) => {
    expect(negotiateHeartBeat(header)).toEqual(expected);
  });
});

describe('coalescing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first value at once, then at most one per window, the last one winning', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const coalescer = new Coalescer<string>(100, (key, value) => sent.push(`${key}=${value}`));
    coalescer.push('a', '1');
    coalescer.push('a', '2');
    coalescer.push('a', '3');
    coalescer.push('b', '1');
    expect(sent).toEqual(['a=1', 'b=1']);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['a=1', 'b=1', 'a=3']);
    coalescer.push('a', '4');
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toBe('a=4');
    vi.advanceTimersByTime(100);
    coalescer.push('a', '5');
    expect(sent.at(-1)).toBe('a=5');
    coalescer.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
