import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { installArrayRowFields } from './array-rows.ts';
import { pgIsoTypes, pgTypes } from './timestamps.ts';

type TestResult = { addFields(f: object[]): void; parseRow(r: (string | null)[]): unknown; fields: unknown[] };
const Result = (pg as unknown as { Result: new (rowMode: string | undefined, types: unknown) => TestResult }).Result;

// int4, bool, text, timestamptz, int8, a column named twice
const fields = [
  { name: 'n', dataTypeID: 23, format: 'text' }, { name: 'b', dataTypeID: 16, format: 'text' }, { name: 't', dataTypeID: 25, format: 'text' },
  { name: 'at', dataTypeID: 1184, format: 'text' }, { name: 'big', dataTypeID: 20, format: 'text' }, { name: 't', dataTypeID: 25, format: 'text' },
];
const raw = ['42', 't', 'kettle', '2026-11-30 01:02:03.456+00', '9007199254740991', null];

describe('rows read as arrays (decision 210)', () => {
  it('take the same parsers as object rows, without the empty row object', () => {
    installArrayRowFields();
    for (const types of [pgTypes, pgIsoTypes, undefined]) {
      const asArray = new Result('array', types);
      asArray.addFields(fields);
      const asObject = new Result(undefined, types);
      asObject.addFields(fields.map((f, i) => ({ ...f, name: `c${i}` })));
      expect(asArray.fields).toBe(fields);
      expect(asArray.parseRow(raw)).toEqual(Object.values(asObject.parseRow(raw) as object));
    }
    const iso = new Result('array', pgIsoTypes);
    iso.addFields(fields);
    expect((iso.parseRow(raw) as unknown[])[3]).toBe('2026-11-30T01:02:03.456Z');
  });
});
