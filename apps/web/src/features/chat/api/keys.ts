// Query keys of the support chat: one person's conversations, and the support desk's lists.
export const chatKeys = {
  threads: (userId: string) => ['chat', 'threads', userId] as const,
  desk: ['chat', 'desk'] as const,
  presence: ['chat', 'presence'] as const,
  deskList: (q: { searchText: string; page: number }) => ['chat', 'desk', q] as const,
};
