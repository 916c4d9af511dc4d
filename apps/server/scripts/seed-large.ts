// The large seed of PERF.md, made with set-based SQL (INSERT ... SELECT over generate_series), never row by row.
// Deterministic: every pseudo-random choice is hashint8extended(i, salt) of the row number. Used by `npm run bench`.
// Later steps (complaints, reviews, votes, comments) add themselves to LARGE_SEED_STEPS.
import type pg from 'pg';
import { CATEGORIES } from './seed-data.ts';

export interface SeedOptions {
  companies: number;
}

export interface SeedStep {
  name: string;
  run(client: pg.ClientBase, opts: SeedOptions): Promise<void>;
}

/** A uniform number in [0, 1) from row `i` and a salt: the same on every run. */
const rand = (i: string, salt: number) => `((abs(hashint8extended(${i}, ${salt})) % 1000000) / 1000000.0)`;

/** A UUIDv7 made in SQL (PostgreSQL 15 has no uuidv7()): time-ordered like the app's ids, unique per `seed`. */
const uuidv7 = (msExpr: string, seedExpr: string) => `(
  substr(lpad(to_hex((${msExpr})::bigint), 12, '0'), 1, 8) || '-' || substr(lpad(to_hex((${msExpr})::bigint), 12, '0'), 9, 4)
  || '-7' || substr(md5((${seedExpr})::text), 1, 3) || '-' || substr('89ab', 1 + ('x' || substr(md5((${seedExpr})::text), 16, 1))::bit(4)::int % 4, 1)
  || substr(md5((${seedExpr})::text), 4, 3) || '-' || substr(md5((${seedExpr})::text), 7, 12))::uuid`;

/** Categories and how common each is as a company's main category (skewed: a few are very large). */
const CATEGORY_WEIGHTS: [string, number][] = [
  ...CATEGORIES.map((c, k): [string, number] => [c, [18, 10, 8, 16, 14, 2, 6, 4, 7, 5, 6, 4, 5, 3][k] ?? 3]),
  ['Property', 3], ['Legal Services', 1], ['Beauty & Wellness', 3], ['Home Services', 4], ['Pet Care', 1], ['Entertainment', 2],
  ['Gaming', 1], ['Fitness', 2], ['Government Services', 0.5], ['Security', 1], ['Furniture', 2], ['Electronics', 3],
  ['Clothing & Fashion', 4], ['Construction', 1.5], ['Agriculture', 0.5], ['Software', 2],
];

/** Sector nouns per category: "Kelvora Mobile", "Granite Bank & Co". */
const SECTOR_NOUNS: Record<string, string[]> = {
  Telecommunications: ['Mobile', 'Telecom', 'Connect', 'Networks', 'Cellular'],
  Banking: ['Bank', 'Finance', 'Capital', 'Credit', 'Savings'],
  Insurance: ['Insurance', 'Assurance', 'Mutual', 'Cover', 'Life'],
  Retail: ['Stores', 'Market', 'Traders', 'Outlet', 'Supplies'],
  'Online Shopping': ['Online', 'Shop', 'Cart', 'Direct', 'Deals'],
  Airlines: ['Air', 'Airways', 'Airlines', 'Jet', 'Wings'],
  'Courier & Logistics': ['Couriers', 'Logistics', 'Freight', 'Express', 'Parcels'],
  Utilities: ['Energy', 'Power', 'Water', 'Utilities', 'Solar'],
  Healthcare: ['Clinics', 'Health', 'Pharmacy', 'Medical', 'Care'],
  Automotive: ['Motors', 'Auto', 'Cars', 'Garage', 'Tyres'],
  'Travel & Hotels': ['Travel', 'Hotels', 'Tours', 'Lodge', 'Holidays'],
  'Food Delivery': ['Eats', 'Kitchen', 'Foods', 'Meals', 'Delivery'],
  'Internet Providers': ['Fibre', 'Broadband', 'Internet', 'Wireless', 'Net'],
  Education: ['Academy', 'College', 'Learning', 'School', 'Institute'],
};
const GENERIC_NOUNS = ['Services', 'Solutions', 'Group', 'Company', 'Partners', 'Works', 'Studio', 'Centre'];

/** Half the names start with an English word, half with an invented brand made of syllables. */
const WORDS = [
  'Kestrel', 'Baobab', 'Tidewater', 'Marula', 'Harbour', 'Fynbos', 'Pebble', 'Swift', 'Bright', 'Clear', 'Sky', 'Horizon',
  'Summit', 'Granite', 'Silver', 'Golden', 'Blue', 'Green', 'Oak', 'Cedar', 'Willow', 'River', 'Ocean', 'Coastal', 'Metro',
  'Urban', 'Prime', 'Nova', 'Apex', 'Vertex', 'Pioneer', 'Liberty', 'Heritage', 'Pinnacle', 'Evergreen', 'Northern', 'Southern',
  'Capital', 'Royal', 'Crown', 'Eagle', 'Falcon', 'Lion', 'Zebra', 'Acacia', 'Protea', 'Karoo', 'Table', 'Mountain', 'Valley',
  'Sunrise', 'Sunset', 'Atlas', 'Orion', 'Polaris', 'Sterling', 'Ironwood', 'Riverside', 'Lakeside', 'Highveld', 'Bushveld',
  'Springbok', 'Impala', 'Kudu', 'Cheetah', 'Rhino', 'Jacaranda', 'Aloe', 'Amber', 'Cobalt', 'Crimson', 'Emerald', 'Indigo',
  'Ivory', 'Jade', 'Onyx', 'Sapphire', 'Topaz', 'Quartz', 'Harmony', 'Unity', 'Vista', 'Zenith', 'Beacon', 'Compass', 'Anchor',
  'Lighthouse', 'Keystone', 'Cornerstone', 'Trinity', 'Sentinel', 'Guardian', 'Vanguard', 'Frontier', 'Meridian', 'Equinox',
];
const ONSETS = ['Ka', 'Lu', 'Ze', 'Mo', 'Bri', 'Tor', 'Va', 'Quin', 'Sol', 'Dra', 'Fen', 'Gal', 'Hol', 'Ir', 'Jas', 'Kel', 'Lor',
  'Mar', 'Nov', 'Or', 'Pel', 'Rav', 'Sil', 'Tav', 'Ul', 'Ver', 'Wil', 'Xan', 'Yor', 'Zan', 'Ama', 'Sib', 'Tum', 'Nala'];
const MIDDLES = ['ro', 'li', 'na', 'ven', 'tex', 'mar', 'dor', 'lan', 'ris', 'ton', 'bel', 'cor', 'dan', 'fin', 'gan', 'ko', 'mi',
  'nex', 'pa', 'qua', 'ri', 'sa', 'tri', 'vo', 'wen', 'zo', 'thu', 'ba'];
const ENDINGS = ['', '', '', 'a', 'o', 'ix', 'on', 'us', 'ia', 'ly', 'um', 'eo', 'ara'];
const SUFFIXES = ['', '', '', '', '', '', 'Group', 'Holdings', '& Co', 'Ltd', 'Africa', 'Direct', 'Online', 'Express', 'SA', 'Plus'];
const ADJECTIVES = ['trusted', 'affordable', 'award-winning', 'family-run', 'fast-growing', 'nationwide', 'independent', 'customer-first',
  'digital', 'local', 'premium', 'no-nonsense'];
const PITCHES = ['with branches in every province', 'serving customers since 1998', 'with same-day support', 'with no hidden fees',
  'open seven days a week', 'backed by a 12-month guarantee', 'with an app for everything', 'for homes and small businesses'];
const COUNTRIES = ['ZA', 'ZA', 'ZA', 'ZA', 'ZA', 'ZA', 'NG', 'KE', 'BW', 'NA', 'GB', 'US'];
const CATALOGUE_WORDS = ['Starter', 'Family', 'Business', 'Premium', 'Basic', 'Flex', 'Unlimited', 'Classic', 'Smart', 'Max', 'Lite', 'Gold'];
const CATALOGUE_KINDS = ['Plan', 'Bundle', 'Package', 'Contract', 'Subscription', 'Account', 'Kit', 'Card', 'Service', 'Membership'];

const textArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
/** `arr[1 + floor(r * len)]` for a SQL array literal. */
const pick = (arr: string, len: number, r: string) => `(${arr})[1 + floor(${r} * ${len})::int]`;

const categoryNames = CATEGORY_WEIGHTS.map(([name]) => name);
const thresholds = (() => {
  const total = CATEGORY_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  return CATEGORY_WEIGHTS.map(([, w]) => {
    const t = acc / total;
    acc += w;
    return t;
  });
})();
/** 1-based index of company i's main category, drawn by weight. */
const mainCategoryIndex = (i: string) => `width_bucket(${rand(i, 11)}, ARRAY[${thresholds.join(', ')}]::float8[])`;

const SEED_EPOCH_MS = Date.UTC(2026, 10, 1);
const FIVE_YEARS_MS = 5 * 365 * 86_400_000;
/** Company number i's creation time (ms) and id: later steps recompute them instead of looking companies up. */
const companyMs = (i: string) => `(${SEED_EPOCH_MS} - floor(${rand(i, 1)} * ${FIVE_YEARS_MS})::bigint)`;
const companyId = (i: string) => uuidv7(companyMs(i), i);

export const LARGE_SEED_STEPS: SeedStep[] = [
  {
    name: 'categories',
    async run(client) {
      await client.query(`INSERT INTO categories (id, name, created_at)
        SELECT ${uuidv7(`${SEED_EPOCH_MS - FIVE_YEARS_MS} + k`, "'category' || k")}, name, to_timestamp(${(SEED_EPOCH_MS - FIVE_YEARS_MS) / 1000})
          FROM unnest(${textArray(categoryNames)}) WITH ORDINALITY AS c(name, k)
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'companies',
    async run(client, opts) {
      const nounsByCategory = categoryNames.map((c) => SECTOR_NOUNS[c] ?? GENERIC_NOUNS);
      // One row of five nouns per category, in category order: sector_nouns[main][1..5].
      const nounMatrix = `ARRAY[${nounsByCategory.map((n) => textArray([...n, ...GENERIC_NOUNS].slice(0, 5)).replace('::text[]', '')).join(', ')}]::text[][]`;
      const brand = `initcap(${pick(textArray(ONSETS), ONSETS.length, rand('i', 2))} || ${pick(textArray(MIDDLES), MIDDLES.length, rand('i', 3))}
        || ${pick(textArray(ENDINGS), ENDINGS.length, rand('i', 4))})`;
      await client.query(`
        WITH g AS (
          SELECT i, ${mainCategoryIndex('i')} AS cat,
                 ${companyMs('i')} AS ms,
                 CASE WHEN ${rand('i', 5)} < 0.5 THEN ${pick(textArray(WORDS), WORDS.length, rand('i', 6))} ELSE ${brand} END AS first_word
            FROM generate_series(1, ${opts.companies}) AS i
        ), n AS (
          SELECT g.*, trim(first_word || ' ' || (${nounMatrix})[cat][1 + floor(${rand('i', 7)} * 5)::int] || ' '
                 || ${pick(textArray(SUFFIXES), SUFFIXES.length, rand('i', 8))}) AS name
            FROM g
        )
        INSERT INTO companies (id, name, slug, email, website, country, description, service_offered, organization_name, is_verified, created_at, updated_at)
        SELECT ${companyId('i')}, name,
               trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '-' || i,
               'contact' || i || '@' || regexp_replace(lower(first_word), '[^a-z0-9]+', '', 'g') || '-' || i || '.example',
               'https://' || regexp_replace(lower(first_word), '[^a-z0-9]+', '', 'g') || i || '.example',
               ${pick(textArray(COUNTRIES), COUNTRIES.length, rand('i', 9))},
               CASE WHEN ${rand('i', 10)} < 0.1 THEN 'No description provided'
                    ELSE name || ' is a ' || ${pick(textArray(ADJECTIVES), ADJECTIVES.length, rand('i', 12))} || ' '
                         || lower((${textArray(categoryNames)})[cat]) || ' company ' || ${pick(textArray(PITCHES), PITCHES.length, rand('i', 13))} || '.' END,
               (${textArray(categoryNames)})[cat], name, ${rand('i', 14)} < 0.3,
               to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
          FROM n
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'company categories',
    async run(client, opts) {
      // The main category, and for some a second and a third one (a repeated pick is skipped by ON CONFLICT).
      await client.query(`
        WITH c AS (SELECT i, (SELECT array_agg(id ORDER BY created_at, id) FROM categories WHERE name = ANY(${textArray(categoryNames)})) AS ids
                     FROM generate_series(1, ${opts.companies}) AS i),
        picks AS (
          SELECT i, ids[${mainCategoryIndex('i')}] AS category_id FROM c
          UNION ALL SELECT i, ids[1 + floor(${rand('i', 21)} * array_length(ids, 1))::int] FROM c WHERE ${rand('i', 22)} < 0.4
          UNION ALL SELECT i, ids[1 + floor(${rand('i', 23)} * array_length(ids, 1))::int] FROM c WHERE ${rand('i', 24)} < 0.15
        )
        INSERT INTO company_categories (company_id, category_id) SELECT ${companyId('i')}, category_id FROM picks
        ON CONFLICT DO NOTHING`);
      await client.query(`UPDATE categories c SET companies_total = (SELECT count(*)::int FROM company_categories cc
        JOIN companies co ON co.id = cc.company_id AND co.deleted_at IS NULL WHERE cc.category_id = c.id)`);
    },
  },
  {
    name: 'company stats',
    async run(client, opts) {
      // 35% have no ratings yet (score 0: the largest tie); the others a power-law number of ratings and reviews around
      // a mean of 1-5 stars. Score: the Bayesian average of modules/stats/score.ts without the age decay.
      await client.query(`
        WITH g AS (
          SELECT i,
                 CASE WHEN ${rand('i', 31)} < 0.35 THEN 0 ELSE floor(exp(${rand('i', 32)} * ln(3000)))::int END AS ratings,
                 CASE WHEN ${rand('i', 33)} < 0.45 THEN 0 ELSE floor(exp(${rand('i', 34)} * ln(800)))::int END AS reviews,
                 CASE WHEN ${rand('i', 35)} < 0.25 THEN 0 ELSE floor(exp(${rand('i', 36)} * ln(5000)))::int END AS complaints,
                 1 + 4 * power(${rand('i', 37)}, 0.8) AS mean
            FROM generate_series(1, ${opts.companies}) AS i
        ), s AS (
          SELECT g.*,
                 least(5 * ratings, greatest(ratings, round(ratings * mean)))::int AS rating_sum,
                 least(5 * reviews, greatest(reviews, round(reviews * mean)))::int AS review_sum,
                 floor(complaints * 0.40)::int AS resolved, floor(complaints * 0.10)::int AS processed,
                 floor(complaints * 0.15)::int AS pending, floor(complaints * 0.10)::int AS in_review,
                 floor(complaints * 0.05)::int AS unresolved, floor(complaints * 0.05)::int AS overdue,
                 floor(ratings * (mean - 1) / 4 * 0.9)::int AS positive, floor(ratings * (5 - mean) / 4 * 0.6)::int AS negative
            FROM g
        )
        INSERT INTO company_stats (company_id, complaints_total, submitted, pending, in_review, processed, resolved, unresolved, overdue,
          reviews_total, review_rating_sum, ratings_total, rating_sum, positive_count, negative_count,
          product_sum, product_count, employee_sum, employee_count, channel_sum, channel_count, service_sum, service_count,
          brand_sum, brand_count, recommend_sum, recommend_count, responded_count, first_response_seconds_median, score)
        SELECT ${companyId('i')}, complaints, complaints - resolved - processed - pending - in_review - unresolved - overdue,
               pending, in_review, processed, resolved, unresolved, overdue,
               reviews, review_sum, ratings, rating_sum, positive, negative,
               round(rating_sum * 0.8)::int, round(ratings * 0.8)::int, round(rating_sum * 0.7)::int, round(ratings * 0.7)::int,
               round(rating_sum * 0.6)::int, round(ratings * 0.6)::int, round(rating_sum * 0.9)::int, round(ratings * 0.9)::int,
               round(rating_sum * 0.5)::int, round(ratings * 0.5)::int, round(rating_sum * 0.4)::int, round(ratings * 0.4)::int,
               floor(complaints * 0.7)::int,
               CASE WHEN complaints > 0 THEN 600 + floor(${rand('i', 38)} * 200000)::int END,
               CASE WHEN ratings + reviews = 0 THEN 0
                    ELSE round(((5 * 3 + rating_sum + review_sum)::numeric / (5 + ratings + reviews)), 3) END
          FROM s
        ON CONFLICT (company_id) DO NOTHING`);
    },
  },
  {
    name: 'products and services',
    async run(client, opts) {
      // A third of the companies list 1-5 products and, separately, 1-4 services.
      for (const [table, salt, share, most] of [['products', 41, 0.33, 5], ['services', 45, 0.3, 4]] as const) {
        await client.query(`
          INSERT INTO ${table} (id, company_id, name, description, created_at)
          SELECT ${uuidv7(`${companyMs('i')} + k * 86400000`, `'${table}' || i || '-' || k`)}, ${companyId('i')},
                 (${textArray(CATALOGUE_WORDS)})[1 + (floor(${rand('i', salt)} * ${CATALOGUE_WORDS.length})::int + k) % ${CATALOGUE_WORDS.length}] || ' '
                   || ${pick(textArray(CATALOGUE_KINDS), CATALOGUE_KINDS.length, rand('i', salt + 1))},
                 CASE WHEN k % 2 = 1 THEN 'Our ' || lower(${pick(textArray(CATALOGUE_KINDS), CATALOGUE_KINDS.length, rand('i', salt + 1))}) || ' for everyday needs.' END,
                 to_timestamp((${companyMs('i')} + k * 86400000) / 1000.0)
            FROM generate_series(1, ${opts.companies}) AS i
            CROSS JOIN LATERAL generate_series(1, 1 + floor(${rand('i', salt + 2)} * ${most})::int) AS k
           WHERE ${rand('i', salt + 3)} < ${share}
          ON CONFLICT DO NOTHING`);
      }
    },
  },
  {
    name: 'platform counters',
    async run(client) {
      await client.query(`UPDATE platform_stats SET
          companies_total = (SELECT count(*)::int FROM companies WHERE deleted_at IS NULL),
          companies_verified = (SELECT count(*)::int FROM companies WHERE deleted_at IS NULL AND is_verified),
          updated_at = now()
        WHERE id = 'global'`);
    },
  },
];

/** Runs every step (or those named) in order, printing each one's time; then VACUUM ANALYZE so plans and index-only scans are realistic. */
export async function seedLarge(client: pg.ClientBase, opts: SeedOptions, log: (line: string) => void = console.log): Promise<void> {
  const searchTriggers = ['companies companies_search_terms', 'company_stats company_stats_search_score', 'company_categories company_categories_copy_score'];
  for (const t of searchTriggers) await client.query(`ALTER TABLE ${t.replace(' ', ' DISABLE TRIGGER ')}`);
  try {
    await runSteps(client, opts, log);
    // The search tables are built once from what was loaded (their row triggers are off during the load).
    const started = performance.now();
    await client.query('SELECT rebuild_company_search()');
    log(`seed search terms: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const t of searchTriggers) await client.query(`ALTER TABLE ${t.replace(' ', ' ENABLE TRIGGER ')}`);
  }
  const started = performance.now();
  await client.query('VACUUM (ANALYZE)');
  log(`seed vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function runSteps(client: pg.ClientBase, opts: SeedOptions, log: (line: string) => void): Promise<void> {
  for (const step of LARGE_SEED_STEPS) {
    const started = performance.now();
    await client.query('BEGIN');
    try {
      await step.run(client, opts);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
    log(`seed ${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
