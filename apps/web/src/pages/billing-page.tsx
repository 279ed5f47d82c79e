import { Link } from '../components/ui/link';
import { APP_NAME } from '../config/constants';
import { BillingCards } from '../features/billing/components/billing-cards';
import { BillingInvoices } from '../features/billing/components/billing-invoices';
import { useAuthStore } from '../stores/auth-store';

/**
 * Route /billing: the built-in payment provider's billing portal (Stripe hosts its own). It
 * opens in a new tab of the same origin, so the stored session signs it in.
 */
export default function BillingPage() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isLoading = useAuthStore((s) => s.isLoading);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <p className="text-lg font-bold text-slate-900">{APP_NAME} Billing</p>
          <Link to="/" className="text-sm font-semibold text-indigo-700 hover:text-indigo-900">
            ← Back to Home
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Billing</h1>
        {isAuthenticated ? (
          <>
            <BillingCards />
            <BillingInvoices />
          </>
        ) : isLoading ? null : (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
            Please sign in on the{' '}
            <Link to="/" className="font-semibold text-indigo-700 underline">
              home page
            </Link>{' '}
            to see your cards and invoices.
          </p>
        )}
      </main>
    </div>
  );
}
