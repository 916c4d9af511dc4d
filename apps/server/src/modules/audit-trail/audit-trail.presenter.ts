// Audit rows -> what a company may see (decision 114). Teammates (owner, employees) by name; Redress staff as "Redress
// team", the system as "Redress", a customer as "A customer" with no id. IP and user agent never leave. In before and
// after, anything that names or reaches a customer is dropped (an anonymous author must stay anonymous), and so is
// anything secret; e-mail addresses stay only on the company's own records (the company and its employees), and a
// coworker's address only for a reader the employee list shows it to (the owner; admins), not to managers or agents.
import type { AdminAuditEntry, AuditEntry } from '@redress/contract';
import { ANONYMOUS_NAME, STAFF_NAME } from '../comments/comments.presenter.ts';
import type { AnonymousKind, AuditRow, AuditTargetType } from './audit-trail.repository.ts';

/** Keys never shown to a company, whatever the entity. */
const CUSTOMER_KEYS = /^(customer|author|prospect(?!Email$)|user(Id)?$|ip|userAgent)|password|token|secret|hash|key$/i;
/** Contact keys shown only on the company's own records. */
const CONTACT_KEYS = /e-?mail|mobile|phone/i;
const OWN_RECORDS = new Set(['company', 'employee', 'product', 'service']);
/** Records whose contact details are a person's (a coworker's): only readers who may manage employees see them. */
const TEAM_RECORDS = new Set(['employee']);

/** Who reads the trail: whether the employee list would show them coworkers' addresses (the owner, admins). */
export interface AuditReader { seesTeamContacts: boolean }

export function redactChanges(entityType: string, set: Record<string, unknown> | null, reader: AuditReader): Record<string, unknown> | null {
  if (!set) return null;
  const contacts = OWN_RECORDS.has(entityType) && (reader.seesTeamContacts || !TEAM_RECORDS.has(entityType));
  return Object.fromEntries(Object.entries(set).filter(([k]) => !CUSTOMER_KEYS.test(k) && (contacts || !CONTACT_KEYS.test(k))));
}

/** An actor who made the change in person, not with an API key. */
const IN_PERSON = { apiKey: null, apiClientId: null };

function actorOf(r: AuditRow): AuditEntry['actor'] {
  const role = r.actorRole ?? 'system';
  if ((role === 'organization' || role === 'employee') && r.actorId) {
    const name = `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim() || 'A former teammate';
    // A write made with the company's API key names the key (a revoked or deleted one by "an API key").
    const apiKey = r.apiClientId ? (r.apiKeyLabel ?? 'an API key') : null;
    return { id: r.actorId, name, role, apiKey, apiClientId: r.apiClientId ?? null };
  }
  if (role === 'admin') return { id: null, name: STAFF_NAME, role, ...IN_PERSON };
  if (role === 'user') return { id: null, name: 'A customer', role, ...IN_PERSON };
  return { id: null, name: 'Redress', role: 'system', ...IN_PERSON };
}

/** The item types whose names a company's trail shows: its own records and what was written to it, never a customer's account. */
export const COMPANY_TARGET_TYPES = ['complaint', 'review', 'company', 'product', 'service', 'employee', 'plan'] as const satisfies readonly AuditTargetType[];
/** An admin reads every item's name. */
export const ADMIN_TARGET_TYPES = [...COMPANY_TARGET_TYPES, 'advert', 'category', 'user'] as const satisfies readonly AuditTargetType[];

const targetOf = (r: AuditRow, targets: Map<string, string>) => (r.entityId ? targets.get(`${r.entityType}:${r.entityId}`) ?? null : null);

export function presentAuditEntry(r: AuditRow, reader: AuditReader, targets: Map<string, string> = new Map()): AuditEntry {
  return {
    id: r.id,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    target: targetOf(r, targets),
    actor: actorOf(r),
    before: redactChanges(r.entityType, r.before, reader),
    after: redactChanges(r.entityType, r.after, reader),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Keys never shown even to an admin: secrets, and where a request came from (IPs never leave the server). */
const SECRET_KEYS = /^(ip|userAgent)$|password|token|secret|hash|key$/i;
const withoutSecrets = (set: Record<string, unknown> | null) =>
  set && Object.fromEntries(Object.entries(set).filter(([k]) => !SECRET_KEYS.test(k)));

/**
 * An audit row as the platform audit log shows it to an admin with audit.view (decision 126): every actor by name and
 * id, before and after whole except secrets; no IP or user agent. The author of an anonymous post, acting on it, is
 * "Anonymous" without an id (and before and after lose what names a customer) unless `seesAuthorOf` that kind: the
 * admin who moderates it (decisions 159, 197).
 */
export function presentAuditEntryForAdmin(r: AuditRow, targets: Map<string, string> = new Map(), seesAuthorOf: (kind: AnonymousKind) => boolean = () => false): AdminAuditEntry {
  if (r.anonymousAuthorOf && !seesAuthorOf(r.anonymousAuthorOf)) {
    const hidden = (set: Record<string, unknown> | null) => set && Object.fromEntries(Object.entries(set).filter(([k]) => !CUSTOMER_KEYS.test(k) && !SECRET_KEYS.test(k)));
    return {
      id: r.id, action: r.action, entityType: r.entityType, entityId: r.entityId, target: targetOf(r, targets), companyId: r.companyId,
      actor: { id: null, name: ANONYMOUS_NAME, role: 'user', ...IN_PERSON }, before: hidden(r.before), after: hidden(r.after), createdAt: r.createdAt.toISOString(),
    };
  }
  const role = r.actorRole ?? 'system';
  const name = `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim();
  const apiKey = r.apiClientId ? (r.apiKeyLabel ?? 'an API key') : null;
  const actor = role === 'system' || !r.actorId
    ? { id: null, name: 'Redress', role: 'system', ...IN_PERSON }
    : { id: r.actorId, name: name || 'A removed account', role, apiKey, apiClientId: r.apiClientId ?? null };
  return {
    id: r.id, action: r.action, entityType: r.entityType, entityId: r.entityId, target: targetOf(r, targets), companyId: r.companyId, actor,
    before: withoutSecrets(r.before), after: withoutSecrets(r.after), createdAt: r.createdAt.toISOString(),
  };
}
