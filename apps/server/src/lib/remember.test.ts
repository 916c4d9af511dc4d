import { describe, expect, it } from 'vitest';
import { remember } from './remember.ts';

describe('remember', () => {
  it('works a key out once, and empties a full map instead of growing it', () => {
    const map = new Map<number, string>();
    let computed = 0;
    const text = (n: number) => remember(map, n, 3, () => { computed++; return `#${n}`; });
    expect([text(1), text(2), text(1), text(2)]).toEqual(['#1', '#2', '#1', '#2']);
    expect(computed).toBe(2);
    text(3);
    expect(map.size).toBe(3);
    expect(text(4)).toBe('#4');
    expect([...map.keys()]).toEqual([4]);
    expect(text(1)).toBe('#1');
    expect(computed).toBe(5);
  });
});
