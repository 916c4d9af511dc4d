// The files of a company's export (decision 186): its live complaints, reviews and ratings (hidden ones included, as
// the business portal shows them) and its own answers, each written as CSV and JSON. Each query takes $1 = the
// company, $2 = the last key read, $3 = the page size, and selects `_k` (never written out). Authors appear by their
// public name only ("Thandi M."); an anonymous item says "Anonymous" and carries nothing that leads to its author
// (no id, no e-mail, no profile); a removed account's item says "Former member".
import { FORMER_MEMBER_NAME } from '@redress/contract';
import { ANONYMOUS_NAME } from '../comments/comments.presenter.ts';
import type { ExportFile } from './data-exports.files.ts';

const page = (key: string) => `AND ${key} > $2::uuid ORDER BY ${key} LIMIT $3`;

/** The author as the public sees them; `anonymous` is the item's SQL flag (comments.presenter.ts's publicName in SQL). */
const authorName = (anonymous: string) => `CASE WHEN ${anonymous} THEN '${ANONYMOUS_NAME}'
  WHEN u.id IS NULL OR u.deleted_at IS NOT NULL THEN '${FORMER_MEMBER_NAME}'
  ELSE coalesce(nullif(trim(u.first_name) || CASE WHEN trim(u.last_name) <> '' THEN ' ' || upper(left(trim(u.last_name), 1)) || '.' ELSE '' END, ''), 'A customer')
  END`;

const author = { author_name: 'The author as the public sees them: "Anonymous" for an anonymous item (never more), "Former member" for a removed account' };
const item = { hidden: 'Hidden from the public (you still see it)', votes: 'Likes', comments_count: 'Comments', created_at: 'When it was written', updated_at: 'Last change' };

export const COMPANY_EXPORT_FILES: ExportFile[] = [
  {
    name: 'complaints',
    about: 'The complaints about the company (deleted ones left out).',
    fields: {
      id: 'Complaint id', unique_id: 'Public number', title: 'Title', experience: 'What the customer wrote', product_name: 'Product',
      ...author, anonymous: 'Published without the author\'s name', status: 'State', close_reason: 'Why it was closed', closed_at: 'When it was closed',
      experienced_on: 'When it happened', response_due_at: 'When an answer is due', first_response_at: 'When the company first answered', ...item,
    },
    sql: `SELECT c.id::text AS _k, c.id, c.unique_id, c.title, c.experience, c.product_name, ${authorName('c.anonymous')} AS author_name, c.anonymous,
      c.status, c.close_reason, c.closed_at, c.experienced_on, c.response_due_at, c.first_response_at, c.hidden, c.votes, c.comments_count, c.created_at, c.updated_at
      FROM complaints c LEFT JOIN users u ON u.id = c.customer_id WHERE c.company_id = $1 AND c.deleted_at IS NULL ${page('c.id')}`,
  },
  {
    name: 'reviews',
    about: 'The reviews of the company (deleted ones left out).',
    fields: {
      id: 'Review id', unique_id: 'Public number', title: 'Title', description: 'What the customer wrote', experience: 'Experience', rating: 'Stars',
      product_name: 'Product', service_name: 'Service', ...author, anonymous: 'Published without the author\'s name', status: 'State',
      source: 'How it was written (e.g. by invitation)', experienced_on: 'When it happened', edited_at: 'When the author edited it', ...item,
    },
    sql: `SELECT r.id::text AS _k, r.id, r.unique_id, r.title, r.description, r.experience, r.rating, r.product_name, r.service_name,
      ${authorName('r.anonymous')} AS author_name, r.anonymous, r.status, r.source, r.experienced_on, r.edited_at, r.hidden, r.votes, r.comments_count,
      r.created_at, r.updated_at
      FROM reviews r LEFT JOIN users u ON u.id = r.customer_id WHERE r.company_id = $1 AND r.deleted_at IS NULL ${page('r.id')}`,
  },
  {
    name: 'ratings',
    about: 'The ratings of the company (removed and held ones left out, as on the profile).',
    fields: {
      id: 'Rating id', ...author, overall: 'Overall score', product: 'Product score', employee: 'Staff score', channel: 'Channel score',
      service: 'Service score', brand: 'Brand score', recommend: 'Would recommend', comment: 'What the customer wrote',
      created_at: 'When it was given', updated_at: 'Last change',
    },
    sql: `SELECT r.id::text AS _k, r.id, ${authorName('false')} AS author_name, r.overall, r.product, r.employee, r.channel, r.service, r.brand,
      r.recommend, r.comment, r.created_at, r.updated_at
      FROM ratings r LEFT JOIN users u ON u.id = r.customer_id WHERE r.company_id = $1 AND r.deleted_at IS NULL ${page('r.id')}`,
  },
  ...(['complaint', 'review'] as const).map((kind): ExportFile => ({
    name: `${kind}-answers`,
    about: `The company's answers and comments on ${kind}s (deleted ones left out; who typed them is not named).`,
    fields: {
      id: 'Comment id', [`${kind}_id`]: `The ${kind}`, [`${kind}_unique_id`]: `Its public number`, parent_id: 'The comment answered',
      comment_type: 'comment or reply', comment_text: 'What the company wrote', votes: 'Likes', created_at: 'When it was written', updated_at: 'Last change',
    },
    sql: `SELECT a.id::text AS _k, a.id, a.${kind}_id, i.unique_id AS ${kind}_unique_id, a.parent_id, a.comment_type, a.comment_text, a.votes, a.created_at, a.updated_at
      FROM ${kind}_comments a JOIN ${kind}s i ON i.id = a.${kind}_id
      WHERE i.company_id = $1 AND a.initiator = 'company' AND a.deleted_at IS NULL AND i.deleted_at IS NULL ${page('a.id')}`,
  })),
];

export function companyExportReadme(brand: string, companyName: string, createdAt: Date): string {
  const parts = [
    `# ${companyName} on ${brand}`,
    '',
    `Made on ${createdAt.toISOString()} at the owner's request. Each file comes twice: as CSV (UTF-8, comma-separated, a header row) and as JSON.`,
    'Dates are ISO 8601 in UTC. In the CSV files a cell starting with =, +, - or @ is prefixed with \' so that spreadsheets do not run it as a formula;',
    'lists and objects are written as JSON text.',
    '',
  ];
  for (const f of COMPANY_EXPORT_FILES) {
    parts.push(`## ${f.name}.csv, ${f.name}.json`, '', f.about, '', '| field | meaning |', '|---|---|');
    for (const [k, v] of Object.entries(f.fields)) parts.push(`| ${k} | ${v} |`);
    parts.push('');
  }
  return parts.join('\n');
}

/** One CSV cell: formulas defused, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (fields: string[], row: Record<string, unknown>) => `${fields.map((f) => csvCell(row[f])).join(',')}\r\n`;
