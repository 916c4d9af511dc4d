// Demo data for the embedded default: a few dozen fictional companies with logos and categories, users of every
// role, complaints in every status with company responses and comments, reviews, ratings, votes; reviews written from
// invitations or verified by a complaint, and an open dispute (the labels of issue 39).
// Deterministic (seeded PRNG); runs only on an empty database; counters are recomputed at the end.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_PERMISSIONS, COMPLAINT_STATUSES, type ComplaintStatus } from '@redress/contract';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { responseDueAt } from '../src/lib/time.ts';
import { recomputeAllStats } from '../src/modules/stats/stats.repository.ts';
import { ensureSuperAdminRole, findUserByEmail } from '../src/modules/users/users.repository.ts';
import {
  CATEGORIES, CLOSE_REASONS, COMPANIES, COMPANY_REPLIES, COMPLAINT_TEMPLATES, CUSTOMER_COMMENTS, createRandom, FIRST_NAMES,
  FLAG_REASONS, LAST_NAMES, REVIEW_TEMPLATES, type Random,
} from './seed-data.ts';

export const DEMO_PASSWORD = 'Redress-demo-2026';
export const DEMO_ADMIN_EMAIL = 'admin@redress.demo';
export const DEMO_CUSTOMER_EMAIL = 'thandi.nkosi@example.com';
export const DEMO_BUSINESS_EMAIL = 'owner@kestrel-mobile.example';

interface ImageStore {
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
}

interface SeedOptions {
  storage?: ImageStore;
  log?: { info(msg: string): void };
  tz?: string;
  now?: Date;
}

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const code = (rng: Random, prefix: string) => `${prefix}-${Array.from({ length: 6 }, () => rng.pick([...CODE_ALPHABET])).join('')}`;
const slugify = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const fill = (s: string, company: string, product: string) => s.replaceAll('{company}', company).replaceAll('{product}', product);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function initials(name: string) {
  return name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
}

async function logoPng(name: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="48" fill="${colour}"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="104" fill="#fff">${initials(name)}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

async function bannerWebp(colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">` +
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2933"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/>` +
    '<circle cx="1050" cy="60" r="160" fill="#ffffff" fill-opacity="0.08"/><circle cx="180" cy="300" r="120" fill="#ffffff" fill-opacity="0.06"/></svg>';
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

async function advertPng(title: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="${colour}"/>` +
    `<text x="150" y="280" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#fff">${title}</text>` +
    '<text x="150" y="330" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#fff">Learn more</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stored image path relative to the site (so the demo survives a change of PUBLIC_URL). */
function sitePath(url: string) {
  try {
    const u = new URL(url);
    return u.pathname.startsWith('/uploads/') ? u.pathname : url;
  } catch {
    return url;
  }
}

export async function seedDemo(database: Database, opts: SeedOptions = {}) {
  const existing = await database.query('SELECT 1 FROM companies LIMIT 1');
  if (existing.rows.length > 0) return { created: false, counts: {} };

  const rng = createRandom(20261122);
  const now = opts.now ?? new Date();
  const tz = opts.tz ?? 'UTC';
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  /** `ms` after `base`, but no later than a minute ago (never before `base`): the demo has no future. */
  // The day of the experience an item tells of: one to seven days before it was written, the spread drawn from its
  // position rather than the generator, so that the rest of the demo data stays as it was (decision 164).
  const experiencedBefore = (written: Date, k: number) => new Date(written.getTime() - (1 + (k % 7)) * DAY).toISOString().slice(0, 10);
  const after = (base: Date, ms: number) => new Date(Math.max(base.getTime(), Math.min(base.getTime() + ms, now.getTime() - 60_000)));

  // Images first (outside the transaction: files are not transactional, and re-running overwrites them).
  const images = new Map<string, { logo: string | null; banner: string | null }>();
  for (const c of COMPANIES) {
    const slug = slugify(c.name);
    if (!opts.storage) {
      images.set(slug, { logo: null, banner: null });
      continue;
    }
    const logo = await opts.storage.put(`company-images/demo/${slug}-logo.png`, await logoPng(c.name, c.colour), 'image/png');
    const banner = await opts.storage.put(`company-images/demo/${slug}-banner.webp`, await bannerWebp(c.colour), 'image/webp');
    images.set(slug, { logo: sitePath(logo.url), banner: sitePath(banner.url) });
  }
  const advertImages: string[] = [];
  if (opts.storage) {
    for (const [i, [title, colour]] of ([['Grow with Redress', '#b7323a'], ['Answer faster', '#1e4e79']] as const).entries()) {
      const r = await opts.storage.put(`company-images/demo/advert-${i + 1}.png`, await advertPng(title, colour), 'image/png');
      advertImages.push(sitePath(r.url));
    }
  }

  const counts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    // Admin role and accounts.
    // The first admin (ADMIN_EMAIL at start, or create-admin) may have come first: its role and account are kept.
    const superRoleId = await ensureSuperAdminRole(tx, [...ADMIN_PERMISSIONS]);
    await tx.insert(t.adminRoles).values({ name: 'Moderator', permissions: ['complaints.moderate', 'reviews.moderate', 'ratings.moderate', 'support.handle'] }).onConflictDoNothing();
    const existingAdmin = await findUserByEmail(tx, DEMO_ADMIN_EMAIL);
    const admin = { id: existingAdmin?.id ?? newId(), email: DEMO_ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin', profileType: 'admin' as const, adminRoleId: superRoleId };

    // Customers: a couple left unverified to show the verification banner.
    const customers = FIRST_NAMES.map((first, i) => {
      const last = LAST_NAMES[i % LAST_NAMES.length]!;
      const email = i === 0 ? DEMO_CUSTOMER_EMAIL : `${first}.${slugify(last)}${i}@example.com`.toLowerCase();
      return {
        id: newId(),
        email,
        firstName: first,
        lastName: last,
        profileType: 'user' as const,
        emailVerified: i !== 5 && i !== 17,
        digestOptIn: rng.chance(0.3),
        createdAt: ago(rng.int(30, 400) * DAY),
      };
    });

    // Categories.
    const categoryRows = await tx.insert(t.categories).values(CATEGORIES.map((name) => ({ name }))).returning();
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

    // Companies: every verified one and two in three of the rest are run by an owner account; the others are listed
    // by customers and wait to be claimed (an unowned profile offers "Claim this profile").
    const companyRows = COMPANIES.map((c, i) => {
      const slug = slugify(c.name);
      const img = images.get(slug)!;
      return {
        id: newId(),
        name: c.name,
        slug,
        email: `hello@${slug}.example`,
        contactNumber: `+27 ${rng.int(10, 87)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
        website: `https://${slug}.example`,
        country: 'ZA',
        logo: img.logo,
        banner: img.banner,
        description: c.description ?? 'No description provided',
        serviceOffered: c.category,
        organizationName: `${c.name} (Pty) Ltd`,
        isVerified: c.verified,
        isDemo: true,
        verifiedDomain: c.verified ? `${slug}.example` : null,
        createdAt: ago(rng.int(200, 900) * DAY),
        claimed: c.verified || i % 3 !== 2,
        model: c,
      };
    });
    const owners = companyRows.filter((c) => c.claimed).map((c) => ({
      id: newId(),
      email: c.slug === 'kestrel-mobile' ? DEMO_BUSINESS_EMAIL : `owner@${c.slug}.example`,
      firstName: rng.pick(FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
      profileType: 'organization' as const,
      companyId: c.id,
      emailVerified: true,
      createdAt: c.createdAt,
    }));
    const ownerByCompany = new Map(owners.map((o) => [o.companyId, o]));
    const kestrel = companyRows.find((c) => c.slug === 'kestrel-mobile')!;
    const employeeUsers = [
      { id: newId(), email: 'agent@kestrel-mobile.example', firstName: 'Musa', lastName: 'Zulu', profileType: 'employee' as const, companyId: kestrel.id, emailVerified: true },
      { id: newId(), email: 'manager@kestrel-mobile.example', firstName: 'Elena', lastName: 'Marais', profileType: 'employee' as const, companyId: kestrel.id, emailVerified: true },
    ];

    await tx.insert(t.companies).values(companyRows.map(({ claimed: _c, model: _m, ...row }) => row));
    await tx.insert(t.users).values([
      ...(existingAdmin ? [] : [{ ...admin, passwordHash, emailVerified: true }]),
      ...customers.map((u) => ({ ...u, passwordHash })),
      ...owners.map((u) => ({ ...u, passwordHash })),
      ...employeeUsers.map((u) => ({ ...u, passwordHash })),
    ]);
    for (const o of owners) {
      await tx.update(t.companies).set({ ownerUserId: o.id }).where(eq(t.companies.id, o.companyId));
    }
    await tx.insert(t.employees).values([
      { userId: employeeUsers[0]!.id, companyId: kestrel.id, jobTitle: 'Customer care agent', role: 'agent' },
      { userId: employeeUsers[1]!.id, companyId: kestrel.id, jobTitle: 'Customer care manager', role: 'manager' },
    ]);
    await tx.insert(t.companyCategories).values(companyRows.map((c) => ({ companyId: c.id, categoryId: categoryId.get(c.model.category)! })));

    const productRows = companyRows.flatMap((c) => c.model.products.map((name) => ({ id: newId(), companyId: c.id, name })));
    await tx.insert(t.products).values(productRows);
    await tx.insert(t.services).values(companyRows.flatMap((c) => c.model.services.map((name) => ({ companyId: c.id, name }))));
    const productsOf = (companyId: string) => productRows.filter((p) => p.companyId === companyId);

    // Complaints in every status, with company responses and comments.
    const complaintRows: (typeof t.complaints.$inferInsert)[] = [];
    const commentRows: (typeof t.complaintComments.$inferInsert)[] = [];
    const complaintVoteRows: (typeof t.complaintVotes.$inferInsert)[] = [];
    const statusCycle: ComplaintStatus[] = ['pending', 'in-review', 'resolved', 'processed', 'unresolved', 'overdue', 'resolved', 'in-review', 'pending', 'resolved', 'flag', 'submitted'];
    let cycle = 0;
    for (const c of companyRows) {
      const owner = ownerByCompany.get(c.id);
      const n = Math.round(3 + 5 / c.model.quality + rng.int(0, 3));
      for (let k = 0; k < n; k++) {
        let status = statusCycle[cycle++ % statusCycle.length]!;
        // Unclaimed companies cannot have answered: their complaints wait or are overdue.
        if (!owner && !['pending', 'overdue', 'submitted', 'flag'].includes(status)) status = rng.chance(0.5) ? 'overdue' : 'pending';
        const ageMs = status === 'submitted' ? rng.int(5, 50) * 60_000 : status === 'pending' ? rng.int(1, 20) * HOUR : rng.int(3, 170) * DAY + rng.int(0, 23) * HOUR;
        const createdAt = ago(ageMs);
        const due = responseDueAt(createdAt, tz);
        const product = rng.pick(productsOf(c.id));
        const tpl = rng.pick(COMPLAINT_TEMPLATES);
        const customer = rng.pick(customers);
        const responded = ['in-review', 'processed', 'resolved', 'unresolved'].includes(status) && owner;
        const firstResponseAt = responded ? after(createdAt, rng.int(1, 30) * HOUR) : null;
        const closed = status === 'resolved' || status === 'unresolved';
        const id = newId();
        const voters = new Set<string>();
        const voteCount = rng.int(0, 12);
        while (voters.size < voteCount) voters.add(rng.pick(customers).id);
        for (const v of voters) complaintVoteRows.push({ complaintId: id, customerId: v, createdAt: after(createdAt, HOUR) });
        complaintRows.push({
          id,
          uniqueId: code(rng, 'CMP'),
          companyId: c.id,
          customerId: customer.id,
          title: fill(tpl.title, c.name, product?.name ?? 'my order'),
          experience: fill(tpl.experience, c.name, product?.name ?? 'my order'),
          experiencedOn: experiencedBefore(createdAt, complaintRows.length),
          categoryId: categoryId.get(c.model.category),
          productId: product?.id,
          productName: product?.name,
          anonymous: rng.chance(0.15),
          hidden: rng.chance(0.05),
          status,
          votes: voters.size,
          // As the app does: the company's answer (or a closure) stops the clock, so the overdue job leaves it alone; one
          // held for checks starts it only when a moderator releases it.
          responseDueAt: firstResponseAt || closed || status === 'submitted' ? null : due,
          firstResponseAt,
          overdueAt: status === 'overdue' ? due : null,
          escalationLevel: status === 'overdue' ? 1 : 0,
          flagged: status === 'flag',
          flagReason: status === 'flag' ? rng.pick(FLAG_REASONS) : null,
          closeReason: closed ? rng.pick(status === 'resolved' ? CLOSE_REASONS.resolved : CLOSE_REASONS.unresolved) : null,
          closedAt: closed ? after(createdAt, rng.int(2, 9) * DAY) : null,
          companyReason: status === 'processed' ? 'We have refunded the full amount; please confirm it reflects.' : null,
          closureRequestedAt: status === 'processed' ? after(createdAt, 2 * DAY) : null,
          createdAt,
          updatedAt: createdAt,
        });
        if (responded && firstResponseAt) {
          const replyId = newId();
          commentRows.push({
            id: replyId, complaintId: id, authorId: owner.id, companyId: c.id, commentType: 'comment', initiator: 'company',
            commentText: rng.pick(COMPANY_REPLIES), createdAt: firstResponseAt,
          });
          if (rng.chance(0.6)) {
            commentRows.push({
              complaintId: id, parentId: replyId, authorId: customer.id, commentType: 'reply', initiator: 'customer',
              commentText: rng.pick(CUSTOMER_COMMENTS), createdAt: after(firstResponseAt, rng.int(1, 20) * HOUR),
            });
          }
        }
        if (rng.chance(0.3)) {
          const comment = {
            complaintId: id, authorId: rng.pick(customers).id, commentType: 'comment' as const, initiator: 'customer' as const,
            commentText: rng.pick(CUSTOMER_COMMENTS), createdAt: after(createdAt, rng.int(1, 48) * HOUR),
          };
          // Nobody else can see a complaint still being checked, so nobody has commented on it.
          if (status !== 'submitted') commentRows.push(comment);
        }
      }
    }
    // A complaint about a company that is not on the platform yet (a prospect, named by e-mail).
    complaintRows.push({
      uniqueId: code(rng, 'CMP'), companyId: null, prospectEmail: 'support@quickfix-plumbing.example', prospectName: 'QuickFix Plumbing',
      customerId: customers[1]!.id, title: 'Burst pipe repair left unfinished',
      experience: 'The plumber removed the old pipe, took a deposit and never came back to finish the job.',
      experiencedOn: experiencedBefore(ago(3 * HOUR), 2),
      status: 'pending', votes: 0, responseDueAt: responseDueAt(ago(3 * HOUR), tz), createdAt: ago(3 * HOUR), updatedAt: ago(3 * HOUR),
    });
    const commentCount = new Map<string, number>();
    for (const cm of commentRows) commentCount.set(cm.complaintId, (commentCount.get(cm.complaintId) ?? 0) + 1);
    for (const row of complaintRows) row.commentsCount = commentCount.get(row.id ?? '') ?? 0;
    for (let i = 0; i < complaintRows.length; i += 200) await tx.insert(t.complaints).values(complaintRows.slice(i, i + 200));
    for (let i = 0; i < commentRows.length; i += 500) await tx.insert(t.complaintComments).values(commentRows.slice(i, i + 500));
    for (let i = 0; i < complaintVoteRows.length; i += 1000) await tx.insert(t.complaintVotes).values(complaintVoteRows.slice(i, i + 1000));

    // Reviews and ratings, one per customer per company at most, reflecting each company's quality.
    const reviewRows: (typeof t.reviews.$inferInsert)[] = [];
    const reviewCommentRows: (typeof t.reviewComments.$inferInsert)[] = [];
    const reviewVoteRows: (typeof t.reviewVotes.$inferInsert)[] = [];
    const ratingRows: (typeof t.ratings.$inferInsert)[] = [];
    for (const c of companyRows) {
      const owner = ownerByCompany.get(c.id);
      const reviewers = new Set<number>();
      const nReviews = rng.int(2, 6);
      while (reviewers.size < nReviews) reviewers.add(rng.int(0, customers.length - 1));
      for (const idx of reviewers) {
        const stars = rng.stars(c.model.quality * 1.2);
        const kind = stars >= 4 ? 'good' : stars <= 2 ? 'bad' : 'mixed';
        const tpl = rng.pick(REVIEW_TEMPLATES.filter((r) => r.stars === kind));
        const product = rng.pick(productsOf(c.id));
        const createdAt = ago(rng.int(1, 300) * DAY);
        const id = newId();
        const voters = new Set<string>();
        const nv = rng.int(0, 8);
        while (voters.size < nv) voters.add(rng.pick(customers).id);
        for (const v of voters) reviewVoteRows.push({ reviewId: id, customerId: v });
        const reply = owner && rng.chance(0.5);
        reviewRows.push({
          id, uniqueId: code(rng, 'REV'), companyId: c.id, customerId: customers[idx]!.id,
          title: tpl.title, description: fill(tpl.text, c.name, product?.name ?? 'the service'), experience: fill(tpl.text, c.name, product?.name ?? 'the service'),
          rating: stars, categoryId: categoryId.get(c.model.category), productName: product?.name ?? null, experiencedOn: experiencedBefore(createdAt, reviewRows.length),
          anonymous: rng.chance(0.1), hidden: false, votes: voters.size, commentsCount: reply ? 1 : 0, createdAt, updatedAt: createdAt,
        });
        if (reply) {
          reviewCommentRows.push({
            reviewId: id, authorId: owner.id, companyId: c.id, commentType: 'comment', initiator: 'company',
            commentText: stars >= 4 ? 'Thank you for the kind words, we will pass them on to the team!' : 'We are sorry to hear this. Please send us your reference number so we can make it right.',
            createdAt: after(createdAt, rng.int(2, 48) * HOUR),
          });
        }
      }
      const raters = new Set<number>();
      const nRatings = rng.int(4, 10);
      while (raters.size < nRatings) raters.add(rng.int(0, customers.length - 1));
      for (const idx of raters) {
        const overall = rng.stars(c.model.quality * 1.2);
        const around = () => (rng.chance(0.8) ? Math.min(5, Math.max(1, overall + rng.int(-1, 1))) : null);
        const createdAt = ago(rng.int(1, 500) * DAY);
        ratingRows.push({
          companyId: c.id, customerId: customers[idx]!.id, overall, product: around(), employee: around(), channel: around(), service: around(), brand: around(),
          recommend: rng.chance(0.9) ? Math.min(10, Math.max(0, overall * 2 + rng.int(-2, 0))) : null, createdAt, updatedAt: createdAt,
        });
      }
    }
    await tx.insert(t.reviews).values(reviewRows);
    if (reviewCommentRows.length) await tx.insert(t.reviewComments).values(reviewCommentRows);
    if (reviewVoteRows.length) await tx.insert(t.reviewVotes).values(reviewVoteRows);
    await tx.insert(t.ratings).values(ratingRows);

    // The labels of issue 39 (drawn after everything else, so the data above stays as it was): reviews written from the
    // company's own invitations ("Invited", verified by the invitation), one verified by its author's resolved complaint,
    // and an open dispute ("Under dispute"), at companies the browser tests leave alone.
    const showcase = (slug: string) => {
      const c = companyRows.find((row) => row.slug === slug)!;
      return { c, owner: ownerByCompany.get(c.id)! };
    };
    const hasReviewed = (companyId: string, customerId: string) => reviewRows.some((r) => r.companyId === companyId && r.customerId === customerId);
    const extraReviews: (typeof t.reviews.$inferInsert)[] = [];
    const addReview = (companyId: string, customerId: string, createdAt: Date, k: number, extra: Partial<typeof t.reviews.$inferInsert>) => {
      const c = companyRows.find((row) => row.id === companyId)!;
      const tpl = REVIEW_TEMPLATES.filter((r) => r.stars === 'good')[k % REVIEW_TEMPLATES.filter((r) => r.stars === 'good').length]!;
      const product = productsOf(companyId)[k % Math.max(1, productsOf(companyId).length)];
      const row = {
        id: newId(), uniqueId: code(rng, 'REV'), companyId, customerId, title: tpl.title,
        description: fill(tpl.text, c.name, product?.name ?? 'the service'), experience: fill(tpl.text, c.name, product?.name ?? 'the service'),
        rating: 5 - (k % 2), categoryId: categoryId.get(c.model.category), productName: product?.name ?? null,
        experiencedOn: experiencedBefore(createdAt, k), anonymous: false, hidden: false, votes: 0, commentsCount: 0, createdAt, updatedAt: createdAt, ...extra,
      };
      extraReviews.push(row);
      return row;
    };
    // Stayhaven Hotels invited three guests by mail; each wrote a review from the link.
    const hotel = showcase('stayhaven-hotels');
    const guests = customers.filter((u) => u.emailVerified && u.email !== DEMO_CUSTOMER_EMAIL && !hasReviewed(hotel.c.id, u.id)).slice(0, 3);
    const invitationRows = guests.map((guest, k) => {
      const writtenAt = ago((20 + 15 * k) * DAY);
      const review = addReview(hotel.c.id, guest.id, writtenAt, k, { source: 'invited', verifiedVia: 'invitation' });
      const sentAt = new Date(writtenAt.getTime() - 2 * DAY);
      return {
        companyId: hotel.c.id, email: guest.email, name: guest.firstName, channel: 'mail' as const, tokenHash: createHash('sha256').update(newId()).digest('hex'),
        createdById: hotel.owner.id, expiresAt: new Date(sentAt.getTime() + 30 * DAY), openedAt: new Date(writtenAt.getTime() - HOUR), reviewId: review.id,
        spentAt: writtenAt, createdAt: sentAt,
      };
    });
    // A review by the author of a resolved complaint to the same company: verified by that complaint.
    // (Closed over ten days ago, so it stays out of this week's latest and trending lists the browser tests read.)
    const resolved = complaintRows.find((cm) => cm.status === 'resolved' && !cm.hidden && cm.companyId && cm.companyId !== kestrel.id
      && (cm.closedAt as Date).getTime() < now.getTime() - 10 * DAY
      && ['dishdash', 'careway-clinics', 'vitalis-pharmacy', 'ironhorse-motors', 'wanderly-travel'].includes(companyRows.find((c) => c.id === cm.companyId)!.slug)
      && !hasReviewed(cm.companyId, cm.customerId));
    if (resolved) addReview(resolved.companyId!, resolved.customerId, after(resolved.closedAt as Date, DAY), 3, { verifiedVia: 'complaint' });
    await tx.insert(t.reviews).values(extraReviews);
    await tx.insert(t.reviewInvitations).values(invitationRows);
    // Wanderly Travel disputes its harshest review: still public, "Under dispute" while both sides may add evidence.
    const travel = showcase('wanderly-travel');
    const disputed = reviewRows.filter((r) => r.companyId === travel.c.id && !r.hidden).sort((a, b) => a.rating! - b.rating!)[0];
    if (disputed) {
      const openedAt = ago(2 * DAY);
      await tx.insert(t.disputes).values({
        itemKind: 'review', itemId: disputed.id!, companyId: travel.c.id, openedById: travel.owner.id, reason: 'not-a-customer',
        statement: 'We cannot find a booking under this name or on the dates described, and the trip named is not one we sell.',
        evidenceUntil: new Date(openedAt.getTime() + 7 * DAY), createdAt: openedAt,
      });
    }

    // Plans, a few subscriptions, the side adverts, some digest subscribers.
    // The plans themselves come with the migrations (0026_seed_plans).
    const planRows = await tx.select({ id: t.plans.id, code: t.plans.code }).from(t.plans);
    const planId = new Map(planRows.map((p) => [p.code, p.id]));
    await tx.insert(t.subscriptions).values(owners.map((o, i) => ({
      // Kestrel Mobile (the demo business, with two employees) is on Growth: the browser tests add employees to it.
      companyId: o.companyId, planId: planId.get(o.companyId === kestrel.id || i % 4 === 0 ? 'growth' : i % 7 === 0 ? 'enterprise' : 'free')!, status: 'active' as const, assignedById: admin.id,
    })));
    if (advertImages.length) {
      await tx.insert(t.adverts).values(advertImages.map((imageUrl, i) => ({
        title: i === 0 ? 'Grow with Redress' : 'Answer faster', imageUrl, linkUrl: '/for-business', placement: 'side' as const, sortOrder: i,
      })));
    }
    await tx.insert(t.newsletterSubscribers).values(customers.filter((c) => c.digestOptIn).map((c) => ({
      email: c.email, source: 'profile', confirmedAt: c.createdAt, unsubscribeToken: newId().replaceAll('-', '') + newId().replaceAll('-', ''),
    })));

    Object.assign(counts, {
      companies: companyRows.length, users: 1 + customers.length + owners.length + employeeUsers.length,
      complaints: complaintRows.length, comments: commentRows.length, reviews: reviewRows.length + extraReviews.length, ratings: ratingRows.length,
      reviewInvitations: invitationRows.length, disputes: disputed ? 1 : 0,
      statuses: COMPLAINT_STATUSES.length,
    });
  });

  await recomputeAllStats(database);
  opts.log?.info(`demo accounts use the password ${DEMO_PASSWORD}: ${DEMO_ADMIN_EMAIL} (admin), ${DEMO_CUSTOMER_EMAIL} (customer), ${DEMO_BUSINESS_EMAIL} (business)`);
  return { created: true, counts };
}
