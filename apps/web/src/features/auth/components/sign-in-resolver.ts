// The sign-in form's checks, the contract's LoginRequestSchema: a chunk of its own, with zod (lib/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@redress/contract';

export const signInResolver = zodResolver(LoginRequestSchema);
