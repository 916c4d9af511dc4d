// Query keys of the review invitations (issue 39): the company's list, and one invitation link as its page reads it.
export const reviewInvitationKeys = {
  all: ['review-invitations'] as const,
  list: (page: number) => ['review-invitations', 'list', page] as const,
  opened: (token: string, signedIn: boolean) => ['review-invitations', 'opened', token, signedIn] as const,
};
