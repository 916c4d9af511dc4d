// The support chat's chunks behind one small module: the shell and the router (in every page's first load) name this
// one file instead of the list of every chunk the bubble and the chat pages need (the company page is at its size
// budget, decision 107).
export const loadChatBubble = () => import('../features/chat/components/chat-bubble.tsx');
export const loadSupportChatPage = () => import('./routes/support-chat-page.tsx');
