import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    for (const s of ['=SUM(A1)', '+27 82', '-1', '@cmd', '\tx']) expect(csvCell(s).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, true, null])).toBe('a,1,true,\r\n');
  });
});
