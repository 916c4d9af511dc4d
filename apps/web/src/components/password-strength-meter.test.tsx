// The meter never calls a password medium or high before the server says so (decision 83): the browser's shorter
// lists judge weak at once, and the server, with every list, has the last word.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { json, withSignedOutVisitor } from '../test/signed-out.ts';

const WAIT = { timeout: 15_000 };

withSignedOutVisitor();

describe('password strength meter', () => {
  it('says Low at once for a password the browser\'s lists find weak, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<PasswordStrengthMeter password="Password1!" />);
    expect(await screen.findByText(/^Password strength: Low: /, undefined, WAIT)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  }, 20_000);

  it('shows the server\'s verdict for what the browser would accept, with the form\'s own details', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toMatch(/\/api\/auth\/password_strength$/);
      bodies.push(JSON.parse(String(init.body)));
      return json({ score: 1, acceptable: false, message: 'Password is too weak: common names and surnames are easy to guess.' });
    }));
    render(<PasswordStrengthMeter password="mcallisterjohnson" userInputs={['Thandi', undefined, 'thandi@example.com']} />);
    expect(screen.getByText('Checking the password…')).toBeTruthy();
    expect(await screen.findByText('Password strength: Low: common names and surnames are easy to guess.', undefined, WAIT)).toBeTruthy();
    expect(bodies).toEqual([{ password: 'mcallisterjohnson', userInputs: ['Thandi', 'thandi@example.com'] }]);
    expect(screen.queryByText(/Medium|High/)).toBeNull();
  }, 20_000);

  it('says High only when the server does', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ score: 4, acceptable: true, message: null })));
    render(<PasswordStrengthMeter password="Marula-tortoise-kettle-48" />);
    expect(await screen.findByText('Password strength: High', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Password strength: high' })).toBeTruthy();
  }, 20_000);

  it('never says strong when the server cannot be asked: the password is judged on submit', async () => {
    // The failed call is reported as a beacon: kept off the network.
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }, 429)));
    render(<PasswordStrengthMeter password="Marula-tortoise-kettle-48" />);
    expect(await screen.findByText('Password strength: judged when you submit', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Medium|High/)).toBeNull();
  }, 20_000);
});
