// New passwords are judged by an estimator with a common-password list (decision 75), not by character classes.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser } from './users.repository.ts';

const t = useTestApp();
let n = 0;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const newEmail = () => `strength${++n}.${Date.now()}@example.com`;
const signup = async (password: string) => t.app.inject({
  method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(), remoteAddress: randomIp(),
  payload: { firstName: 'Naledi', lastName: 'Mokoena', email: newEmail(), password },
});

describe('password strength', () => {
  it.each(['Password1!', 'Redress2026', 'qwerty123456'])('refuses %s at sign-up: 400 naming password, in a whole sentence', async (password) => {
    const r = await signup(password);
    expect(r.statusCode, r.body).toBe(400);
    const body = r.json();
    expect(body.details).toEqual([{ field: 'password', message: expect.stringMatching(/^Password is too weak: [a-z].*\.$/) }]);
    expect(body.message).toBe('Choose a password that is harder to guess');
  });

  it('accepts a passphrase of uncommon words', async () => {
    const r = await signup('Marula-tortoise-kettle-48');
    expect(r.statusCode, r.body).toBe(201);
  });

  it('a weak new password is refused on change (naming newPassword) and the old one still works', async () => {
    const password = 'Lantern-harbour-quietly-47';
    const user = await insertUser(t.app.database.db, { email: newEmail(), passwordHash: await hashPassword(password), firstName: 'Sipho', lastName: 'Ndlovu', emailVerified: true });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: randomIp() });
    const r = await t.app.inject({
      method: 'POST', url: '/api/auth/change_password', remoteAddress: randomIp(), headers: { authorization: `Bearer ${login.json().access_token}` },
      payload: { currentPassword: password, newPassword: 'Password1!', confirmPassword: 'Password1!' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual([expect.objectContaining({ field: 'newPassword', message: expect.stringMatching(/^Password is too weak/) })]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: randomIp() })).statusCode).toBe(200);
  });

  it('a weak new password is refused on reset before the code is used up', async () => {
    const r = await t.app.inject({
      method: 'POST', url: '/api/auth/reset_password', remoteAddress: randomIp(),
      payload: { email: newEmail(), otp: '123456', newPassword: 'qwerty123456', confirmPassword: 'qwerty123456' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual([expect.objectContaining({ field: 'newPassword' })]);
  });
});
