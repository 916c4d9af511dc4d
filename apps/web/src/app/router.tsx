// Every route of the spec (section 2), split into lazily loaded chunks, each under its layout and guard.
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { publicConfigQuery, usePublicConfig } from '../components/brand.ts';
import { DemoBanner } from '../components/demo-banner.tsx';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages.tsx';
import { RouteLoading } from '../components/progress-bar.tsx';
import { VerifiedGateProvider } from '../components/verified-gate.tsx';
import { paths } from '../config/paths.ts';
import { setMaintenanceHandler } from '../lib/api-client.ts';
import { saveCompanyFromQuery } from '../lib/cookies.ts';
import { isPreloaded, lazyPage } from '../lib/lazy-page.ts';
import { setNavigator } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { useScrollToTopOnChange } from '../lib/use-scroll-to-top.ts';
import { AdminGuard, AdminPermissionGuard, AuthenticateGuard, BusinessGuard, BusinessRightGuard, CookieGuard } from './guards.tsx';
import {
  AdminLayout, AuthLayout, BlankLayout, BusinessLayout, DefaultLayout, HelpLayout, IssueLayout, PlainLayout, UnauthenticatedLayout,
} from './layouts/layouts.tsx';
import { loaders } from './route-loaders.ts';

const pages = Object.fromEntries(Object.entries(loaders).map(([name, loader]) => [name, lazyPage(loader)])) as unknown as Record<keyof typeof loaders, ComponentType>;

/**
 * A page, in a Suspense boundary while its chunk loads. A page loaded before the first render (the server's render, and
 * the browser's hydration of it) has no boundary: React hydrates what is inside one in a later pass of its own, at a low
 * priority, and the page would not yet be the app's when the app says it has taken it over (decision 79).
 */
function PageElement({ name }: { name: keyof typeof loaders }) {
  const Page = pages[name];
  return isPreloaded(loaders[name]) ? <Page /> : <Suspense fallback={<RouteLoading />}><Page /></Suspense>;
}

function page(name: keyof typeof loaders) {
  return <PageElement name={name} />;
}

/** The public pages the server renders for signed-out visitors (decision 66): what people land on from a search. */
const SERVER_RENDERED = new Set<keyof typeof loaders>([
  'home', 'explore', 'company', 'companyModeration', 'transparency', 'compare', 'complaint', 'review', 'reviewer', 'forBusiness', 'support', 'legal', 'howReviewsWork', 'contact', 'login', 'signup', 'forgotPassword',
]);

export interface RouteHandle {
  /**
   * The page this route renders, or 'shell' for a layout with the app shell (its module is loaded before the server
   * renders it or the browser hydrates it).
   */
  page?: keyof typeof loaders;
  /** The server renders this route for signed-out visitors. */
  ssr?: boolean;
}

/** A layout route with the app shell: its chunk is loaded with the page, as a page's is (decision 84). */
const SHELL: RouteHandle = { page: 'shell' };

/** A route's page, named in the route's handle. */
function pageRoute(name: keyof typeof loaders): Pick<RouteObject, 'element' | 'handle'> {
  return { element: page(name), handle: { page: name, ssr: SERVER_RENDERED.has(name) } satisfies RouteHandle };
}

/** The page modules the matched routes render, and whether the server renders the deepest of them. */
export function describeMatches(matches: { route: { handle?: unknown } }[] | null) {
  const handles = (matches ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
  return {
    loaders: handles.flatMap((h) => (h.page ? [loaders[h.page]] : [])),
    serverRendered: handles.length > 0 && handles[handles.length - 1]!.ssr === true,
  };
}

const MAINTENANCE_EXEMPT: string[] = [paths.maintenance, paths.admin.login];

/** Wires the router into non-React code, saves a companyId query with its path, and applies maintenance mode. */
function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePublicConfig();
  const { user } = useSession();
  useEffect(() => setNavigator((to, opts) => navigate(to, opts)), [navigate]);
  const queryClient = useQueryClient();
  useEffect(() => setMaintenanceHandler(() => void queryClient.invalidateQueries({ queryKey: publicConfigQuery.queryKey })), [queryClient]);
  useEffect(() => {
    saveCompanyFromQuery(location.search, location.pathname);
  }, [location.search, location.pathname]);
  useScrollToTopOnChange(location.pathname);
  // One element for the page, kept across Root's renders: the settings or the session arriving re-render Root, and a new
  // element would re-render the whole page with it (a phone's longest task after the first paint). The page still
  // follows the route through the router's context.
  const page = useMemo(() => <VerifiedGateProvider><Outlet /></VerifiedGateProvider>, []);
  if (config?.maintenance && user?.profileType !== 'admin' && !MAINTENANCE_EXEMPT.includes(location.pathname)) {
    // The maintenance page brings the visitor back here when maintenance ends.
    return <Navigate to={paths.maintenance} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  // The banner beside, never around, the page: the page element keeps its place when the settings arrive.
  return <>{config?.demoData && <DemoBanner />}{page}</>;
}

export const routes: RouteObject[] = [{
  element: <Root />,
  errorElement: <BlankLayout><RouteErrorPage /></BlankLayout>,
  children: [
    {
      element: <DefaultLayout />,
      handle: SHELL,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, ...pageRoute('home') },
        { path: 'companies/explore', ...pageRoute('explore') },
        { path: 'companies/explore/:id', ...pageRoute('company') },
        { path: 'companies/explore/:id/moderation', ...pageRoute('companyModeration') },
        { path: 'transparency', ...pageRoute('transparency') },
        { path: 'companies/compare', ...pageRoute('compare') },
        { path: 'companies/compare/comparism-outcome', ...pageRoute('compareOutcome') },
        // Public: a complaint, and the first two filing steps (a visitor's draft is kept; submitting needs sign-in).
        { path: 'complaints/company', ...pageRoute('complaintCompany') },
        { path: 'complaints/company/create', ...pageRoute('complaintCreate') },
        { path: 'complaints/:id', ...pageRoute('complaint') },
        // Reviews the same way: a review, and the first two writing steps (the draft is kept across sign-in).
        { path: 'reviews/company', ...pageRoute('reviewCompany') },
        { path: 'reviews/company/create', ...pageRoute('reviewCreate') },
        { path: 'reviews/:id', ...pageRoute('review') },
        // A company's review invitation: who it is for and its state, then the review form with the invitation.
        { path: 'review-invitation/:token', ...pageRoute('reviewInvitation') },
        // A named author's public profile (decision 176).
        { path: 'reviewers/:code', ...pageRoute('reviewer') },
        {
          element: <AuthenticateGuard />,
          children: [
            { path: 'dashboard', ...pageRoute('customerDashboard') },
            { path: 'tell-a-friend', ...pageRoute('tellAFriend') },
            { path: 'complaints', ...pageRoute('complaints') },
            { path: 'complaints/company/submit-complaint', ...pageRoute('complaintSubmit') },
            { path: 'reviews', ...pageRoute('reviews') },
            { path: 'moderation-decisions', ...pageRoute('moderationDecisions') },
            { path: 'reviews/company/drop-review', ...pageRoute('reviewDrop') },
            { path: 'give-ratings', ...pageRoute('ratings') },
            { path: 'give-ratings/new-rating', ...pageRoute('newRating') },
            { path: 'companies/create', ...pageRoute('companyCreate') },
            { path: 'profile', ...pageRoute('profile') },
            { path: 'profile/edit-profile', ...pageRoute('editProfile') },
            { path: 'profile/deactivate-account', ...pageRoute('deactivateAccount') },
            { path: 'company/complaints', ...pageRoute('companyComplaints') },
            { path: 'company/reviews', ...pageRoute('companyReviews') },
            { path: 'disputes/:id', ...pageRoute('authorDispute') },
          ],
        },
        { path: '*', element: <NotFoundPage />, handle: { ssr: true } satisfies RouteHandle },
      ],
    },
    {
      element: <AuthLayout />,
      handle: SHELL,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'for-business', ...pageRoute('forBusiness') },
        { path: 'contact-us', ...pageRoute('contact') },
      ],
    },
    {
      element: <HelpLayout />,
      handle: SHELL,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'legal', ...pageRoute('legal') },
        { path: 'unsubscribe/:list', ...pageRoute('unsubscribe') },
        { path: 'newsletter/confirm', ...pageRoute('newsletterConfirm') },
        { path: 'support', ...pageRoute('support') },
        { path: 'how-reviews-work', ...pageRoute('howReviewsWork') },
      ],
    },
    {
      element: <UnauthenticatedLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'login', ...pageRoute('login') },
        { path: 'admin/login', ...pageRoute('adminLogin') },
        { path: 'signup', ...pageRoute('signup') },
        { path: 'companies/signup', ...pageRoute('companySignup') },
        { path: 'forgot-password', ...pageRoute('forgotPassword') },
        { path: 'reset-password', ...pageRoute('resetPassword') },
      ],
    },
    {
      element: <PlainLayout />,
      errorElement: <RouteErrorPage />,
      children: [{ element: <CookieGuard />, children: [{ path: 'verification', ...pageRoute('verification') }] }],
    },
    { element: <IssueLayout />, children: [{ path: 'maintenance', ...pageRoute('maintenance') }] },
    {
      element: <BusinessGuard />,
      children: [{
        element: <BusinessLayout />,
        handle: SHELL,
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'business/dashboard', ...pageRoute('businessDashboard') },
          { path: 'business/overview', ...pageRoute('businessOverview') },
          { path: 'business/support', ...pageRoute('businessSupport') },
          { path: 'business/support/chat', ...pageRoute('supportChat') },
          { path: 'business/audit', ...pageRoute('businessAudit') },
          { path: 'business/complaints', ...pageRoute('companyComplaints') },
          { path: 'business/reviews', ...pageRoute('companyReviews') },
          {
            element: <BusinessRightGuard right="dispute" />,
            children: [
              { path: 'business/disputes', ...pageRoute('businessDisputes') },
              { path: 'business/disputes/:id', ...pageRoute('businessDispute') },
            ],
          },
          {
            element: <BusinessRightGuard right="manageEmployees" />,
            children: [
              { path: 'business/employees', ...pageRoute('businessEmployees') },
              { path: 'business/employees/create', ...pageRoute('businessEmployeeCreate') },
              { path: 'business/employees/:id', ...pageRoute('businessEmployee') },
            ],
          },
          {
            // A manager reads the plan, the invoices and the settings; only the owner changes them (the pages say so).
            element: <BusinessRightGuard right="readAccount" />,
            children: [
              { path: 'business/account', ...pageRoute('businessAccount') },
              { path: 'business/account/plans', ...pageRoute('businessPlans') },
              { path: 'business/settings', ...pageRoute('businessSettings') },
            ],
          },
          {
            element: <BusinessRightGuard right="inviteReviewers" />,
            children: [{ path: 'business/invitations', ...pageRoute('businessInvitations') }],
          },
          {
            element: <BusinessRightGuard right="manageIntegrations" />,
            children: [
              { path: 'business/api-credentials', ...pageRoute('businessApiCredentials') },
              { path: 'business/widgets', ...pageRoute('businessWidgets') },
              { path: 'business/webhooks', ...pageRoute('businessWebhooks') },
            ],
          },
        ],
      }],
    },
    {
      element: <AdminGuard />,
      children: [{
        element: <AdminLayout />,
        handle: SHELL,
        errorElement: <RouteErrorPage />,
        // Each admin page needs its permission (lib/authorization.ts); the guard says so when the session lacks it.
        children: [{
          element: <AdminPermissionGuard />,
          children: [
            { path: 'admin', element: <Navigate to={paths.admin.dashboard} replace /> },
            { path: 'admin/dashboard', ...pageRoute('adminDashboard') },
            { path: 'admin/adverts', ...pageRoute('adminAdverts') },
            { path: 'admin/appeals', ...pageRoute('adminAppeals') },
            { path: 'admin/audit', ...pageRoute('adminAudit') },
            { path: 'admin/business', ...pageRoute('adminBusiness') },
            { path: 'admin/contact-messages', ...pageRoute('adminContactMessages') },
            { path: 'admin/digest', ...pageRoute('adminDigest') },
            { path: 'admin/settings', ...pageRoute('adminSettings') },
            { path: 'admin/business/new', ...pageRoute('adminBusinessNew') },
            { path: 'admin/business/:id', ...pageRoute('adminBusinessDetail') },
            { path: 'admin/complaints', ...pageRoute('adminComplaints') },
            { path: 'admin/ratings', ...pageRoute('adminRatings') },
            { path: 'admin/reports', ...pageRoute('adminReports') },
            { path: 'admin/bursts', ...pageRoute('adminBursts') },
            { path: 'admin/reviews', ...pageRoute('adminReviews') },
            { path: 'admin/disputes', ...pageRoute('adminDisputes') },
            { path: 'admin/disputes/:id', ...pageRoute('adminDispute') },
            { path: 'admin/roles', ...pageRoute('adminRoles') },
            { path: 'admin/roles/create', ...pageRoute('adminRole') },
            { path: 'admin/roles/:id', ...pageRoute('adminRole') },
            { path: 'admin/subscriptions', ...pageRoute('adminSubscriptions') },
            { path: 'admin/subscriptions/plans', ...pageRoute('adminPlans') },
            { path: 'admin/support/chat?', ...pageRoute('supportChat') },
            { path: 'admin/users', ...pageRoute('adminUsers') },
            { path: 'admin/users/new', ...pageRoute('adminUserNew') },
            { path: 'admin/users/:id', ...pageRoute('adminUser') },
          ],
        }],
      }],
    },
  ],
}];

export const createRouter = () => createBrowserRouter(routes);
