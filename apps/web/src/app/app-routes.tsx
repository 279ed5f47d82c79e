import { lazy, Suspense } from 'react';
import { usePathname } from '../lib/use-pathname';
import { HomePage } from '../pages/home-page';
import { matchRoute } from './match-route';

// The reset page is rarely visited: keep it out of the first load.
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page'));
// The built-in payment provider's billing portal, opened in a new tab from the dashboard.
const BillingPage = lazy(() => import('../pages/billing-page'));

/** The two routes of SPEC.md 2 and the billing portal; any other route shows nothing. */
export function AppRoutes() {
  const route = matchRoute(usePathname());
  switch (route.name) {
    case 'home':
      return <HomePage />;
    case 'reset-password':
      return (
        <Suspense fallback={null}>
          {/* A new token is a new page: its checks and form start over. */}
          <ResetPasswordPage key={route.token} token={route.token} />
        </Suspense>
      );
    case 'billing':
      return (
        <Suspense fallback={null}>
          <BillingPage />
        </Suspense>
      );
    default:
      return null;
  }
}
