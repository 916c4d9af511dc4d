// The bubble's chunk behind one small module, so the app shell names one file, not the bubble's every dependency.
export const loadChatBubble = () => import('./components/chat-bubble.tsx');
