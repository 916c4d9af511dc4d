// Which admin may hand out which rights: pure functions of the actor and the role or account concerned.
import { ADMIN_PERMISSIONS, type AdminPermission } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';

/** The permissions of `wanted` the actor does not hold: an admin never grants more than they have. */
export const permissionsBeyond = (actor: Actor, wanted: readonly string[]): string[] => wanted.filter((p) => !actor.permissions.includes(p as AdminPermission));

/** Whether the actor holds every permission there is (the super-admin's role, or one equal to it). */
export const holdsEverything = (actor: Actor) => ADMIN_PERMISSIONS.every((p) => actor.permissions.includes(p));

/** Roles are read by those who edit them and by those who hand them out. */
export const canReadRoles = (actor: Actor) => actor.role === 'admin' && (actor.permissions.includes('roles.manage') || actor.permissions.includes('admins.manage'));
