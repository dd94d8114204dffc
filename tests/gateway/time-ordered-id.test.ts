import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../src/gateway/db/time-ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered ids', () => {
  it('are UUIDs of version 7 that sort in the order they were made, within one millisecond too', () => {
    const at = Date.UTC(2031, 2, 17, 9, 0, 0);
    const ids = Array.from({ length: 5000 }, () => timeOrderedId(at));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry the millisecond they were made in, and a later millisecond sorts after', () => {
    const at = Date.UTC(2032, 0, 1);
    const first = timeOrderedId(at);
    const later = timeOrderedId(at + 1000);
    expect(Number.parseInt(later.replaceAll('-', '').slice(0, 12), 16)).toBe(at + 1000);
    expect([later, first].sort()).toEqual([first, later]);
  });
});
