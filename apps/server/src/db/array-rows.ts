// node-postgres builds, on every RowDescription (each execution of a statement), an empty row keyed by the column
// names: a null-prototype object (dictionary mode) copied once more, 26-31 µs for a 41-column card list on this
// machine. Only object rows use it. Rows read as arrays (Drizzle's selects, and the lists of decisions 142 and 206)
// take their parsers alone: 3-8 µs (decision 210). Installed once, by createDatabase; object rows are left as they are.
import pg from 'pg';

interface FieldDescription { dataTypeID: number; format?: string }
interface PgResult {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: ((text: string) => unknown)[] | undefined;
  _types: { getTypeParser: typeof pg.types.getTypeParser } | undefined;
  addFields(fields: FieldDescription[]): void;
}

let installed = false;

export function installArrayRowFields(): void {
  const proto = (pg as unknown as { Result?: { prototype: PgResult } }).Result?.prototype;
  if (installed || typeof proto?.addFields !== 'function') return;
  installed = true;
  const objectRows = proto.addFields;
  proto.addFields = function addFields(this: PgResult, fields: FieldDescription[]) {
    if (!this.rowAsArray) return objectRows.call(this, fields);
    this.fields = fields;
    const types = this._types ?? pg.types;
    const parsers = new Array<(text: string) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, (fields[i]!.format || 'text') as 'text');
    this._parsers = parsers;
  };
}
