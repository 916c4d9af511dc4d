// Query keys of the bell, in one place so that every mutation and live event invalidates what it changes.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};
