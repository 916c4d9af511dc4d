import { z } from 'zod';

/**
 * Every error answer: `{ statusCode, error, message, details?, requestId }` (decisions.md). `requestId` is the answer's
 * `x-request-id` header, the id its log lines carry: the server always sends it (decision 194); optional here so an
 * error made elsewhere (a proxy's, the client's own) still fits.
 */
export const ErrorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    requestId: z.string().optional().describe('The answer\'s x-request-id, the id its log lines carry: quote it to support'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** One entry of `details` on a 400 from validation: which field and why. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;
