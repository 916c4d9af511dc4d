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

  it('refuses a password made of the site\'s own name at sign-up, on change and in the meter\'s check, naming the field', async () => {
    const password = 'Redress2026!';
    const r = await signup(password);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details).toEqual([{ field: 'password', message: expect.stringMatching(/^Password is too weak: [a-z].*\.$/) }]);
    const current = 'Lantern-harbour-quietly-47';
    const user = await insertUser(t.app.database.db, { email: newEmail(), passwordHash: await hashPassword(current), firstName: 'Sipho', lastName: 'Ndlovu', emailVerified: true });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: current }, remoteAddress: randomIp() });
    const change = await t.app.inject({
      method: 'POST', url: '/api/auth/change_password', remoteAddress: randomIp(), headers: { authorization: `Bearer ${login.json().access_token}` },
      payload: { currentPassword: current, newPassword: password, confirmPassword: password },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().details).toEqual([expect.objectContaining({ field: 'newPassword', message: expect.stringMatching(/^Password is too weak/) })]);
    const meter = await t.app.inject({ method: 'POST', url: '/api/auth/password_strength', payload: { password }, remoteAddress: randomIp() });
    expect(meter.json()).toMatchObject({ acceptable: false });
    // A strong passphrase is still taken.
    expect((await signup('Marula-tortoise-kettle-48')).statusCode).toBe(201);
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

  describe('the meter\'s check, POST /api/auth/password_strength (decision 83)', () => {
    const judge = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/password_strength', payload, remoteAddress: randomIp() });

    it('answers as sign-up will judge: a password the browser\'s shorter lists accept is refused here', async () => {
      const r = await judge({ password: 'mcallisterjohnson' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ score: expect.any(Number), acceptable: false, message: expect.stringMatching(/^Password is too weak: [a-z].*\.$/) });
      expect((await signup('mcallisterjohnson')).statusCode).toBe(400);
    });

    it('accepts a passphrase of uncommon words, with its score', async () => {
      const r = await judge({ password: 'Marula-tortoise-kettle-48' });
      expect(r.json()).toEqual({ score: 4, acceptable: true, message: null });
    });

    it('counts the person\'s own details against the password, as sign-up does', async () => {
      const password = 'Mahlangu2026!';
      expect((await judge({ password })).json().acceptable).toBe(true);
      expect((await judge({ password, userInputs: ['Tsholofelo', 'Mahlangu', 'tsholo@example.com'] })).json().acceptable).toBe(false);
      const r = await t.app.inject({
        method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(), remoteAddress: randomIp(),
        payload: { firstName: 'Tsholofelo', lastName: 'Mahlangu', email: newEmail(), password },
      });
      expect(r.statusCode).toBe(400);
    });

    it('refuses a missing or over-long password: 400 naming the field, nothing judged', async () => {
      const missing = await judge({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([expect.objectContaining({ field: 'password' })]);
      expect((await judge({ password: 'x'.repeat(257) })).json().details).toEqual([expect.objectContaining({ field: 'password' })]);
    });
  });
});

