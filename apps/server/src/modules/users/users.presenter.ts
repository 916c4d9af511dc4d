// Account rows -> the profile the API answers. Never the password hash, Google subject or sign-in counters.
import type { AdminUser, Profile } from '@redress/contract';
import { mailSettingsOf } from '../notifications/notifications.presenter.ts';
import type { UserRow } from './users.repository.ts';

export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNo: user.mobileNo,
    profileType: user.profileType,
    companyId: user.companyId,
    picture: user.picture,
    emailVerified: user.emailVerified,
    TwoFactorEnabled: user.twoFactorEnabled,
    digestOptIn: user.digestOptIn,
    notificationMail: mailSettingsOf(user.notificationMailOff),
    hasPassword: user.passwordHash !== null,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    profileCode: user.profileCode,
    profilePublic: user.profilePublic,
  };
}

/** The admin's view of an account: the profile and the last sign-in. */
export function presentAdminUser(user: UserRow): AdminUser {
  return { ...presentProfile(user), lastLoginAt: user.lastLoginAt?.toISOString() ?? null, deletionDueAt: user.deletionDueAt?.toISOString() ?? null };
}
