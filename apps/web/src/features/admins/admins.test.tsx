import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminPermission } from '@redress/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoleForm } from './components/role-form.tsx';

afterEach(cleanup);

describe('RoleForm', () => {
  it('offers only the permissions the admin holds, groups them, and sends the ticked ones', async () => {
    const onSave = vi.fn(async () => undefined);
    const held: AdminPermission[] = ['reviews.moderate', 'roles.manage'];
    render(<RoleForm held={held} submitLabel="Create role" onSave={onSave} />);
    expect(screen.getByRole('group', { name: 'Moderation' })).toBeTruthy();
    expect((screen.getByLabelText('users.manage') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/See, edit, disable and delete customer and business accounts \(you do not hold it\)/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Review moderator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Choose at least one permission')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('reviews.moderate'));
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Review moderator', description: null, permissions: ['reviews.moderate'] }));
  }, 30_000);
});
