// The words the dispute screens share.
import type { DisputeSide, DisputeStatus } from '@redress/contract';

export const STATUS_LABEL: Record<DisputeStatus, string> = { open: 'Open', upheld: 'Upheld', rejected: 'Rejected' };
export const STATUS_COLOR: Record<DisputeStatus, 'warning' | 'success' | 'default'> = { open: 'warning', upheld: 'success', rejected: 'default' };
export const SIDE_LABEL: Record<DisputeSide, string> = { company: 'The company', author: 'The author' };
export const KIND_NOUN = { review: 'review', complaint: 'complaint' } as const;
