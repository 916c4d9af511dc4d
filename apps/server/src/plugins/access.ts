// The vocabulary of who may make each call (decision 195). Each routes file declares its operations' access beside its
// routes (`export const access = { … } satisfies AccessTable`); plugins/access.declared.ts gathers them into one
// Record<OperationId, Access>, so a new operation without a declaration fails the type check, and the standing
// authorization matrix (plugins/access.matrix.test.ts) sends every operation as every kind of caller against it.
import type { AdminPermission, ApiKeyScope, OperationId } from '@redress/contract';

export type CompanyRole = 'owner' | 'manager' | 'agent';

export interface Access {
  /** Anyone may call it, without a session too (signed-in callers as well; API keys only where `key` says). */
  public?: true;
  /** Any signed-in account, for itself (its session, its notifications, its chats). */
  signedIn?: true;
  /**
   * Customers: `own` only the customer the path or body names (the author, the account), `any` every customer, `others`
   * every customer but that one (a vote or report on someone else's item).
   */
  customer?: 'own' | 'any' | 'others';
  /** Any signed-in caller who is not a party to the item (neither its author nor its company's people): reports. */
  reporters?: true;
  /** The company's people in these roles, for their own company's items (`anyCompany`: any company's). */
  company?: CompanyRole[];
  anyCompany?: true;
  /** The company's business API keys holding this scope (config.apiClient), for their own company's items. */
  key?: ApiKeyScope;
  /** Admins: any admin (`true`), or those holding this permission (or one of these). */
  admin?: true | AdminPermission | AdminPermission[];
  /** What someone else's caller (another customer, another company's owner) hears: 404 where the item is hidden. */
  others?: 403 | 404;
  /** Every signed-in caller refused hears 404: the item is hidden from all but those allowed. */
  hidden?: true;
  /** What another company's API key hears; by default 404 (a key sees only its own company's items); allowed where it acts on its own. */
  otherKey?: 403 | 404 | 'allowed';
  /**
   * The call checks credentials of its own that the matrix does not hold (a password, a refresh cookie, a fresh Google
   * confirmation): its 401 or 403 about them means the caller got as far as that check.
   */
  credentials?: true;
  /** The body is validated before the caller's rights to the item: a 400 about the body stands in for the refusal. */
  validatesFirst?: true;
}

export const PRINCIPALS = [
  'no session', 'customer', 'another customer', 'company owner', 'another company\'s owner', 'manager', 'agent',
  'admin without the permission', 'admin with it', 'API key', 'API key of another company', 'API key without the scope',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
/** allowed: anything but a refusal (a 2xx or 3xx, or a 4xx about the input or the item's state). */
export type Outcome = 'allowed' | 401 | 403 | 404;

/** What a caller hears, by the declaration; undefined where the cell does not apply (an admin route for any admin has no admin without it). */
export function expectedOutcome(access: Access, principal: Principal): Outcome | undefined {
  const open = access.public || access.signedIn;
  const refused: Outcome = access.hidden ? 404 : 403;
  const others: Outcome = access.hidden ? 404 : access.others ?? 403;
  const company = (role: CompanyRole, own: boolean): Outcome => {
    if (open) return 'allowed';
    if (!access.company?.includes(role)) return !own && access.reporters ? 'allowed' : refused;
    return own || access.anyCompany ? 'allowed' : others;
  };
  switch (principal) {
    case 'no session': return access.public ? 'allowed' : 401;
    case 'customer': return open || access.customer === 'own' || access.customer === 'any' ? 'allowed' : refused;
    case 'another customer':
      if (open || access.reporters || access.customer === 'any' || access.customer === 'others') return 'allowed';
      return access.customer === 'own' ? others : refused;
    case 'company owner': return company('owner', true);
    case 'another company\'s owner': return company('owner', false);
    case 'manager': return company('manager', true);
    case 'agent': return company('agent', true);
    case 'admin with it': return (open && !access.admin) || access.admin || access.reporters ? 'allowed' : refused;
    case 'admin without the permission':
      if (access.admin === true) return undefined;
      return (open && !access.admin) || access.reporters ? 'allowed' : refused;
    case 'API key': return access.key ? 'allowed' : 403;
    case 'API key of another company': return access.key ? access.otherKey ?? 404 : 403;
    case 'API key without the scope': return 403;
  }
}

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { signedIn: true };
export const STAFF: CompanyRole[] = ['owner', 'manager', 'agent'];
export const MANAGERS: CompanyRole[] = ['owner', 'manager'];
export const OWNER: CompanyRole[] = ['owner'];
export const admin = (permission: Access['admin']): Access => ({ admin: permission });
export const MODERATORS: AdminPermission[] = ['complaints.moderate', 'reviews.moderate', 'ratings.moderate'];
export const SIGN_IN: Access = { public: true, credentials: true };
/** Support chats: anyone's own; admins answering need support.handle. */
export const SUPPORT_CHAT: Access = { signedIn: true, admin: 'support.handle' };

/** A routes file's declarations, keyed by the operationIds it serves (plugins/access.declared.ts gathers them all). */
export type AccessTable = Partial<Record<OperationId, Access>>;
