// POST /api/contactUs: the contact form, with a captcha solved before the first try (decisions.md).
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const sendContactMessage = (input: ContactRequest) => api.post<ContactResponse>('/contactUs', input, { captcha: true, handleUnauthorized: false });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage, meta: { errorDialog: false } });
