// The support chat's pages, reached through this one small module: the router (in every page's first load) then names
// one file instead of every chunk the chat pages need (the company page is at its size budget, decision 107).
export const adminSupport = () => import('./admin/admin-support-page.tsx');
export const adminSupportChat = () => import('./admin/admin-support-chat-page.tsx');
export const businessSupportChat = () => import('./business/business-support-chat-page.tsx');
