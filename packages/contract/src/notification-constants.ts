// The bell's constants without the schema library, for the web app's lazy bell and panel chunks (a constant kept in
// constants.ts lands in every page's first load).
/** The Socket.IO event a recipient's room hears when a notification is raised for it. */
export const NOTIFICATION_EVENT = 'notification';
/** The bell's page size. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The panel's size (spec section 9). */
export const NOTIFICATION_PANEL = { width: 350, height: 400 } as const;
/** The panel's empty text (spec section 2). */
export const NOTIFICATIONS_EMPTY_TEXT = "You don't have any pending notifications...";
