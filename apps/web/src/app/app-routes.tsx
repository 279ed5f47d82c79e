import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../pages/home-page';

// The reset page is rarely visited: keep it out of the first load.
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page'));
// The built-in payment provider's billing portal, opened in a new tab from the dashboard.
const BillingPage = lazy(() => import('../pages/billing-page'));

/** The two routes of SPEC.md 2 and the billing portal; any other route shows nothing. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route
        path="/reset-password/:token"
        element={
          <Suspense fallback={null}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      <Route
        path="/billing"
        element={
          <Suspense fallback={null}>
            <BillingPage />
          </Suspense>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
