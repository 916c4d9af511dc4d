import { describe, expect, it } from 'vitest';
import { chatPreview } from '@redress/contract/chat-constants';
import { formatChatTime } from './format-time.ts';

describe('chat formats (spec section 9)', () => {
  it('shows times as hh:mm am/pm', () => {
    expect(formatChatTime('', new Date(2026, 0, 5, 0, 7))).toBe('12:07 am');
    expect(formatChatTime('', new Date(2026, 0, 5, 9, 30))).toBe('09:30 am');
    expect(formatChatTime('', new Date(2026, 0, 5, 12, 0))).toBe('12:00 pm');
    expect(formatChatTime('', new Date(2026, 0, 5, 23, 59))).toBe('11:59 pm');
  });
  it("cuts the last message to 20 characters plus '...', or ' --- ' when empty", () => {
    expect(chatPreview('My refund from Kestrel never arrived')).toBe('My refund from Kestr...');
    expect(chatPreview('Short one')).toBe('Short one');
    expect(chatPreview('')).toBe(' --- ');
    expect(chatPreview(undefined)).toBe(' --- ');
  });
});
