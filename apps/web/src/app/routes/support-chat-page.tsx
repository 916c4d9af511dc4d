// The support chat's three pages behind one route module: /admin/support (the desk's list), /admin/support/chat (the
// desk with conversations open) and /business/support/chat. One loader and two routes keep the router, which every
// page's first load carries, as small as it was (the company page is at its size budget, decision 107).
import { useLocation } from 'react-router';
import AdminSupportChatPage from './admin/admin-support-chat-page.tsx';
import AdminSupportPage from './admin/admin-support-page.tsx';
import BusinessSupportChatPage from './business/business-support-chat-page.tsx';

export default function SupportChatPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/business')) return <BusinessSupportChatPage />;
  return pathname.replace(/\/$/, '').endsWith('/chat') ? <AdminSupportChatPage /> : <AdminSupportPage />;
}
