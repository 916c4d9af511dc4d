// The large seed of PERF.md, made with set-based SQL (INSERT ... SELECT over generate_series), never row by row.
// Deterministic: every pseudo-random choice is hashint8extended(i, salt) of the row number. Used by `npm run bench`.
// Steps run in the order of LARGE_SEED_STEPS, each in its own transaction.
import type pg from 'pg';
import { withPgClient, type Database } from '../src/db/client.ts';
import { SCORE_SQL } from '../src/modules/stats/score.ts';
import { CATEGORIES, COMPANY_REPLIES, COMPLAINT_TEMPLATES, CUSTOMER_COMMENTS, FIRST_NAMES, LAST_NAMES, REVIEW_TEMPLATES } from './seed-data.ts';

export interface SeedOptions {
  companies: number;
  /** Complaints (default 10 per company: 1,000,000 for the bench's 100,000 companies); comments average 2 each. */
  complaints?: number;
  /** Reviews (default 10 per company: 1,000,000); the company answers 40 % of them. */
  reviews?: number;
  /** Ratings (default 20 per company: 2,000,000), at most one live rating per customer and company. */
  ratings?: number;
}

const complaintsOf = (o: SeedOptions) => o.complaints ?? o.companies * 10;
const reviewsOf = (o: SeedOptions) => o.reviews ?? o.companies * 10;
const ratingsOf = (o: SeedOptions) => o.ratings ?? o.companies * 20;
/** One customer per five complaints: most file one or a few, as on real platforms. */
const customersOf = (o: SeedOptions) => Math.max(1000, Math.round(complaintsOf(o) / 5));

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
/** Customer number i, and complaint number i's time (the last two years) and number of comments (0-4). */
const customerMs = (i: string) => `(${SEED_EPOCH_MS} - floor(${rand(i, 50)} * ${FIVE_YEARS_MS})::bigint)`;
const customerId = (i: string) => uuidv7(customerMs(i), `'customer' || ${i}`);
const complaintMs = (i: string) => `(${SEED_EPOCH_MS} - floor(${rand(i, 60)} * ${2 * 365 * 86_400_000})::bigint)`;
const commentsOf = (i: string) => `floor(${rand(i, 70)} * 5)::int`;
const STAFF_ID = `'00000000-0000-7000-8000-00000000beef'::uuid`;
/** Review number i: its company (skewed like complaints), time (the last two years) and stars around its company's mean. */
const reviewCompany = (i: string, opts: SeedOptions) => `(1 + floor(${opts.companies} * power(${rand(i, 81)}, 3))::int)`;
const reviewMs = (i: string) => `(${SEED_EPOCH_MS} - floor(${rand(i, 82)} * ${2 * 365 * 86_400_000})::bigint)`;
/** A company's mean stars, as the company stats step draws it. */
const companyMean = (co: string) => `(1 + 4 * power(${rand(co, 37)}, 0.8))`;
const starsAround = (mean: string, r: string) => `greatest(1, least(5, round(${mean} + (${r} - 0.5) * 3)))::smallint`;

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
    name: 'customers',
    async run(client, opts) {
      await client.query(`INSERT INTO users (id, email, first_name, last_name, profile_type, email_verified, created_at, updated_at)
        SELECT ${customerId('i')}, 'customer' || i || '@bench.example', ${pick(textArray(FIRST_NAMES), FIRST_NAMES.length, rand('i', 51))},
               ${pick(textArray(LAST_NAMES), LAST_NAMES.length, rand('i', 52))}, 'user', true, to_timestamp(${customerMs('i')} / 1000.0), to_timestamp(${customerMs('i')} / 1000.0)
          FROM generate_series(1, ${customersOf(opts)}) AS i
        ON CONFLICT DO NOTHING`);
      // The person who types the companies' answers (the seed's companies have no staff of their own).
      await client.query(`INSERT INTO users (id, email, first_name, last_name, profile_type, email_verified)
        VALUES (${STAFF_ID}, 'staff@bench.example', 'Bench', 'Staff', 'employee', true) ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'complaints',
    async run(client, opts) {
      // Skewed towards a few large companies (company = N * u^3), spread over two years, in every status.
      const titles = textArray(COMPLAINT_TEMPLATES.map((t) => t.title.replace('{product}', 'my order')));
      const stories = textArray(COMPLAINT_TEMPLATES.map((t) => t.experience.replaceAll('{product}', 'my order').replaceAll('{company}', 'the company')));
      await client.query(`ALTER TABLE complaints DISABLE TRIGGER complaints_counters_sync`);
      await client.query(`ALTER TABLE complaints DISABLE TRIGGER complaints_counters_sync_update`);
      await client.query(`
        WITH g AS (
          SELECT i, 1 + floor(${opts.companies} * power(${rand('i', 61)}, 3))::int AS co, 1 + floor(${rand('i', 62)} * ${customersOf(opts)})::int AS cu,
                 ${complaintMs('i')} AS ms, ${rand('i', 63)} AS s
            FROM generate_series(1, ${complaintsOf(opts)}) AS i
        ), st AS (
          SELECT g.*, (CASE WHEN s < 0.40 THEN 'resolved' WHEN s < 0.50 THEN 'processed' WHEN s < 0.65 THEN 'pending' WHEN s < 0.75 THEN 'in-review'
                             WHEN s < 0.80 THEN 'unresolved' WHEN s < 0.85 THEN 'overdue' WHEN s < 0.99 THEN 'resolved' ELSE 'flag' END)::complaint_status AS status
            FROM g
        )
        INSERT INTO complaints (id, unique_id, company_id, customer_id, title, experience, anonymous, hidden, status, votes, comments_count,
          response_due_at, first_response_at, overdue_at, escalation_level, flagged, flag_reason, close_reason, closed_at, created_at, updated_at)
        SELECT ${uuidv7('ms', "'complaint' || i")}, 'CMP-' || lpad(upper(to_hex(i)), 6, '0'), ${companyId('co')}, ${customerId('cu')},
               ${pick(titles, COMPLAINT_TEMPLATES.length, rand('i', 64))}, ${pick(stories, COMPLAINT_TEMPLATES.length, rand('i', 64))},
               ${rand('i', 65)} < 0.10, ${rand('i', 66)} < 0.03, status, floor(power(${rand('i', 67)}, 4) * 40)::int, ${commentsOf('i')},
               CASE WHEN status = 'pending' THEN to_timestamp(ms / 1000.0) + interval '1 day' END,
               CASE WHEN status IN ('in-review', 'processed', 'resolved', 'unresolved') AND ${rand('i', 68)} < 0.9
                    THEN to_timestamp(ms / 1000.0) + (${rand('i', 69)} * 40) * interval '1 hour' END,
               CASE WHEN status = 'overdue' THEN to_timestamp(ms / 1000.0) + interval '2 days' END,
               CASE WHEN status = 'overdue' THEN 1 ELSE 0 END, status = 'flag', CASE WHEN status = 'flag' THEN 'Reported as abusive language.' END,
               CASE WHEN status IN ('resolved', 'unresolved') THEN 'Closed by the customer.' END,
               CASE WHEN status IN ('resolved', 'unresolved') THEN to_timestamp(ms / 1000.0) + interval '5 days' END,
               to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
          FROM st
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'comments',
    async run(client, opts) {
      // 0-4 per complaint (2 on average: 2,000,000 for a million complaints); the first is the company's answer when it answered.
      const replies = textArray(COMPANY_REPLIES);
      const remarks = textArray(CUSTOMER_COMMENTS);
      await client.query(`
        INSERT INTO complaint_comments (id, complaint_id, author_id, company_id, comment_type, initiator, comment_text, votes, created_at, updated_at)
        SELECT ${uuidv7(`${complaintMs('i')} + k * 3600000`, "'comment' || i || '-' || k")}, ${uuidv7(complaintMs('i'), "'complaint' || i")},
               CASE WHEN k = 1 AND company_answers THEN ${STAFF_ID} ELSE ${customerId(`1 + floor(${rand('i * 7 + k', 71)} * ${customersOf(opts)})::int`)} END,
               CASE WHEN k = 1 AND company_answers THEN ${companyId(`1 + floor(${opts.companies} * power(${rand('i', 61)}, 3))::int`)} END,
               'comment', (CASE WHEN k = 1 AND company_answers THEN 'company' ELSE 'customer' END)::comment_initiator,
               CASE WHEN k = 1 AND company_answers THEN ${pick(replies, COMPANY_REPLIES.length, rand('i', 72))}
                    ELSE ${pick(remarks, CUSTOMER_COMMENTS.length, rand('i * 7 + k', 73))} END,
               floor(power(${rand('i * 7 + k', 74)}, 5) * 10)::int,
               to_timestamp((${complaintMs('i')} + k * 3600000) / 1000.0), to_timestamp((${complaintMs('i')} + k * 3600000) / 1000.0)
          -- The company answered unless the complaint is pending, overdue or held (the complaints step's status bands of s).
          FROM (SELECT i, NOT (s >= 0.50 AND s < 0.65) AND NOT (s >= 0.80 AND s < 0.85) AND s < 0.99 AS company_answers
                  FROM (SELECT i, ${rand('i', 63)} AS s FROM generate_series(1, ${complaintsOf(opts)}) AS i) r) g
          CROSS JOIN LATERAL generate_series(1, ${commentsOf('i')}) AS k
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'complaint counters',
    async run(client) {
      // Bulk-loaded with the counter triggers off: the counters are built once from the rows, then the triggers return.
      const statuses = ['submitted', 'pending', 'in-review', 'processed', 'resolved', 'unresolved', 'overdue', 'flag'];
      const columns = statuses.map((s) => s.replace('-', '_'));
      const counts = statuses.map((s) => `count(*) FILTER (WHERE status = '${s}')::int`).join(', ');
      const isPublic = `count(*) FILTER (WHERE NOT hidden AND status NOT IN ('submitted', 'flag'))::int`;
      await client.query(`UPDATE company_stats cs SET (complaints_total, ${columns.join(', ')}, public_complaints, public_resolved, public_responded, responded_count) =
          (0, ${columns.map(() => '0').join(', ')}, 0, 0, 0, 0)`);
      const publicRule = `NOT hidden AND status NOT IN ('submitted', 'flag')`;
      await client.query(`UPDATE company_stats cs SET (complaints_total, ${columns.join(', ')}, public_complaints, public_resolved, public_responded, responded_count) =
          (x.total, ${columns.map((c) => `x.${c}`).join(', ')}, x.pub, x.pub_resolved, x.pub_responded, x.responded)
        FROM (SELECT company_id, count(*)::int AS total, ${statuses.map((s, k) => `count(*) FILTER (WHERE status = '${s}')::int AS ${columns[k]}`).join(', ')},
                     ${isPublic} AS pub, count(*) FILTER (WHERE ${publicRule} AND status = 'resolved')::int AS pub_resolved,
                     count(*) FILTER (WHERE ${publicRule} AND first_response_at IS NOT NULL)::int AS pub_responded,
                     count(first_response_at)::int AS responded
                FROM complaints WHERE deleted_at IS NULL AND company_id IS NOT NULL GROUP BY company_id) x
       WHERE cs.company_id = x.company_id`);
      await client.query(`INSERT INTO customer_stats (user_id, complaints_total, ${columns.join(', ')})
        SELECT customer_id, count(*)::int, ${counts} FROM complaints WHERE deleted_at IS NULL GROUP BY customer_id
        ON CONFLICT (user_id) DO UPDATE SET (complaints_total, ${columns.join(', ')}) = (EXCLUDED.complaints_total, ${columns.map((c) => `EXCLUDED.${c}`).join(', ')})`);
      await client.query(`UPDATE platform_stats SET (complaints_total, ${columns.join(', ')}, public_complaints) =
        (SELECT count(*)::int, ${counts}, ${isPublic} FROM complaints WHERE deleted_at IS NULL) WHERE id = 'global'`);
      await client.query(`ALTER TABLE complaints ENABLE TRIGGER complaints_counters_sync`);
      await client.query(`ALTER TABLE complaints ENABLE TRIGGER complaints_counters_sync_update`);
    },
  },
  {
    name: 'reviews',
    async run(client, opts) {
      // Published, 10 % anonymous, 2 % hidden; a template whose tone matches the stars.
      const good = REVIEW_TEMPLATES.filter((t) => t.stars === 'good');
      const mixed = REVIEW_TEMPLATES.filter((t) => t.stars === 'mixed');
      const bad = REVIEW_TEMPLATES.filter((t) => t.stars === 'bad');
      const fill = (text: string) => text.replaceAll('{product}', 'my order').replaceAll('{company}', 'the company');
      const titles = (ts: typeof good) => textArray(ts.map((t) => fill(t.title)));
      const texts = (ts: typeof good) => textArray(ts.map((t) => fill(t.text)));
      const byTone = (arr: (ts: typeof good) => string) => `CASE WHEN stars >= 4 THEN ${pick(arr(good), good.length, rand('i', 85))}
        WHEN stars = 3 THEN ${pick(arr(mixed), mixed.length, rand('i', 85))} ELSE ${pick(arr(bad), bad.length, rand('i', 85))} END`;
      await client.query(`
        WITH g AS (
          SELECT i, ${reviewCompany('i', opts)} AS co, 1 + floor(${rand('i', 83)} * ${customersOf(opts)})::int AS cu, ${reviewMs('i')} AS ms
            FROM generate_series(1, ${reviewsOf(opts)}) AS i
        ), st AS (SELECT g.*, ${starsAround(companyMean('co'), rand('i', 84))} AS stars FROM g)
        INSERT INTO reviews (id, unique_id, company_id, customer_id, title, description, rating, anonymous, hidden, status, votes, comments_count,
          created_at, updated_at)
        SELECT ${uuidv7('ms', "'review' || i")}, 'REV-' || lpad(upper(to_hex(i)), 6, '0'), ${companyId('co')}, ${customerId('cu')},
               ${byTone(titles)}, ${byTone(texts)}, stars, ${rand('i', 86)} < 0.10, ${rand('i', 87)} < 0.02, 'published',
               floor(power(${rand('i', 88)}, 4) * 30)::int, CASE WHEN ${rand('i', 89)} < 0.40 THEN 1 ELSE 0 END,
               to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
          FROM st
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'review answers',
    async run(client, opts) {
      // The company's answer on 40 % of the reviews (comments_count of the reviews step), a day later.
      const replies = textArray(COMPANY_REPLIES);
      await client.query(`
        INSERT INTO review_comments (id, review_id, author_id, company_id, comment_type, initiator, comment_text, created_at, updated_at)
        SELECT ${uuidv7(`${reviewMs('i')} + 86400000`, "'review-answer' || i")}, ${uuidv7(reviewMs('i'), "'review' || i")}, ${STAFF_ID},
               ${companyId(reviewCompany('i', opts))}, 'comment', 'company', ${pick(replies, COMPANY_REPLIES.length, rand('i', 90))},
               to_timestamp((${reviewMs('i')} + 86400000) / 1000.0), to_timestamp((${reviewMs('i')} + 86400000) / 1000.0)
          FROM generate_series(1, ${reviewsOf(opts)}) AS i
         WHERE ${rand('i', 89)} < 0.40
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'ratings',
    async run(client, opts) {
      // Customer (i mod customers) rates ratings/customers companies: the (customer, company) pairs rarely repeat, and a
      // repeat is skipped (one live rating per customer and company). Sub-scores near the overall stars, some left out.
      const customers = customersOf(opts);
      const sub = (salt: number) => `CASE WHEN ${rand('i', salt)} < 0.2 THEN NULL ELSE ${starsAround('overall', rand('i', salt + 1))} END`;
      await client.query(`
        WITH g AS (
          SELECT i, 1 + (i - 1) % ${customers} AS cu, 1 + floor(${opts.companies} * power(${rand('i', 91)}, 3))::int AS co,
                 (${SEED_EPOCH_MS} - floor(${rand('i', 92)} * ${3 * 365 * 86_400_000})::bigint) AS ms
            FROM generate_series(1, ${ratingsOf(opts)}) AS i
        ), st AS (SELECT g.*, ${starsAround(companyMean('co'), rand('i', 93))} AS overall FROM g)
        INSERT INTO ratings (id, company_id, customer_id, overall, product, employee, channel, service, brand, recommend, created_at, updated_at)
        SELECT ${uuidv7('ms', "'rating' || i")}, ${companyId('co')}, ${customerId('cu')}, overall, ${sub(100)}, ${sub(102)}, ${sub(104)},
               ${sub(106)}, ${sub(108)}, CASE WHEN ${rand('i', 110)} < 0.3 THEN NULL
                 ELSE greatest(0, least(10, round((overall - 1) * 2.5 + (${rand('i', 111)} - 0.5) * 4)))::smallint END,
               to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
          FROM st
        ON CONFLICT DO NOTHING`);
    },
  },
  {
    name: 'review and rating counters',
    async run(client) {
      // The company figures from the rows just loaded (as recomputeAllStats does), then every score.
      await client.query(`UPDATE company_stats SET reviews_total = 0, reviews_public = 0, review_rating_sum = 0, ratings_total = 0, rating_sum = 0, positive_count = 0,
          negative_count = 0, product_sum = 0, product_count = 0, employee_sum = 0, employee_count = 0, channel_sum = 0, channel_count = 0,
          service_sum = 0, service_count = 0, brand_sum = 0, brand_count = 0, recommend_sum = 0, recommend_count = 0, score = 0`);
      await client.query(`UPDATE company_stats cs SET (reviews_total, reviews_public, review_rating_sum) = (x.n, x.p, x.s)
        FROM (SELECT company_id, count(*)::int AS n, count(*) FILTER (WHERE NOT hidden)::int AS p, sum(rating)::int AS s
                FROM reviews WHERE deleted_at IS NULL AND status = 'published' GROUP BY company_id) x
       WHERE cs.company_id = x.company_id`);
      await client.query(`UPDATE company_stats cs SET (ratings_total, rating_sum, positive_count, negative_count, product_sum, product_count,
          employee_sum, employee_count, channel_sum, channel_count, service_sum, service_count, brand_sum, brand_count, recommend_sum, recommend_count) =
          (x.n, x.s, x.pos, x.neg, x.ps, x.pc, x.es, x.ec, x.cs, x.cc, x.ss, x.sc, x.bs, x.bc, x.rs, x.rc)
        FROM (SELECT company_id, count(*)::int AS n, sum(overall)::int AS s, count(*) FILTER (WHERE overall >= 4)::int AS pos,
                     count(*) FILTER (WHERE overall <= 2)::int AS neg, coalesce(sum(product), 0)::int AS ps, count(product)::int AS pc,
                     coalesce(sum(employee), 0)::int AS es, count(employee)::int AS ec, coalesce(sum(channel), 0)::int AS cs, count(channel)::int AS cc,
                     coalesce(sum(service), 0)::int AS ss, count(service)::int AS sc, coalesce(sum(brand), 0)::int AS bs, count(brand)::int AS bc,
                     coalesce(sum(recommend), 0)::int AS rs, count(recommend)::int AS rc
                FROM ratings WHERE deleted_at IS NULL GROUP BY company_id) x
       WHERE cs.company_id = x.company_id`);
      await client.query(SCORE_SQL);
      for (const [table, column] of [['reviews', 'reviews_total'], ['ratings', 'ratings_total']] as const) {
        await client.query(`INSERT INTO customer_stats (user_id, ${column})
          SELECT customer_id, count(*)::int FROM ${table} WHERE deleted_at IS NULL GROUP BY customer_id
          ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}`);
      }
      await client.query(`UPDATE platform_stats SET
          reviews_total = (SELECT count(*)::int FROM reviews WHERE deleted_at IS NULL AND status = 'published'),
          ratings_total = (SELECT count(*)::int FROM ratings WHERE deleted_at IS NULL)
        WHERE id = 'global'`);
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
  const searchTriggers = ['companies companies_search_terms', 'company_stats company_stats_search_score', 'company_categories company_categories_copy_score',
    'companies companies_trade_terms', 'companies companies_trade_terms_delete', 'company_categories company_categories_trade_terms',
    'products products_trade_terms', 'services services_trade_terms', 'categories categories_trade_terms',
    // The dashboard's daily rollups (decision 203), counted once below.
    'complaints company_daily_complaints_sync', 'complaints company_daily_complaints_sync_update', 'ratings company_daily_ratings_sync',
    'ratings company_daily_ratings_sync_update', 'reviews company_daily_reviews_sync', 'reviews company_daily_reviews_sync_update',
    // The support inbox's counters (decision 205), counted once below.
    'review_comments review_company_answers_sync', 'review_comments review_company_answers_sync_update', 'reviews company_unanswered_reviews_sync',
    'reviews company_unanswered_reviews_sync_update'];
  for (const t of searchTriggers) await client.query(`ALTER TABLE ${t.replace(' ', ' DISABLE TRIGGER ')}`);
  try {
    await runSteps(client, opts, log);
    // The search tables are built once from what was loaded (their row triggers are off during the load).
    const started = performance.now();
    await client.query('SELECT rebuild_company_search()');
    log(`seed search terms: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const rollups = performance.now();
    await client.query(`SELECT company_daily_stats_rebuild(company_daily_stats_zone())`);
    log(`seed dashboard rollups: ${((performance.now() - rollups) / 1000).toFixed(1)} s`);
    const inbox = performance.now();
    await client.query('SELECT support_inbox_counters_rebuild()');
    log(`seed support inbox counters: ${((performance.now() - inbox) / 1000).toFixed(1)} s`);
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

/**
 * The large seed wants one connection (its steps are transactions): a dedicated client on PostgreSQL; on PGlite, which
 * has a single connection anyway, the database itself. Used by `npm run seed -- --large` and `npm run soak`.
 */
export async function withSeedClient(database: Database, url: string, run: (client: pg.ClientBase) => Promise<void>) {
  if (!database.pglite) return withPgClient(url, run);
  const { pglite } = database;
  return run({ query: (text: string) => pglite.query(text) } as unknown as pg.ClientBase);
}
