import type { ReactNode } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePlanHistory } from '../api/get-plan-history';
import { useTransactions } from '../api/get-transactions';
import { useRefreshFailureToast } from '../hooks/use-refresh-failure-toast';
import { BillingPortalButton } from './billing-portal-button';
import { CurrentPlanSummary } from './current-plan-summary';
import { PaymentMethodList } from './payment-method-list';
import { PlanChangeOptions } from './plan-change-options';
import { PlanHistoryList } from './plan-history-list';
import { TransactionTable } from './transaction-table';

/** SPEC.md 7: the dashboard shows five transactions. */
const RECENT_TRANSACTIONS = 5;

function Card({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** What stands in for data not there yet: a spinner, or a note once loading failed. */
function Pending({ failed }: { failed: boolean }) {
  if (failed) return <p className="text-sm text-slate-600">Not available right now.</p>;
  return (
    <div className="flex justify-center py-4">
      <Spinner />
    </div>
  );
}

/** The subscription management panel of SPEC.md 2 (signed-in users). */
export function SubscriptionPanel() {
  const subscription = useCurrentSubscription();
  const methods = usePaymentMethods();
  const history = usePlanHistory();
  const transactions = useTransactions(0, RECENT_TRANSACTIONS);
  useRefreshFailureToast([subscription.error, methods.error, history.error, transactions.error]);

  return (
    <PageSection
      id="subscription"
      title="Your Subscription"
      description="Your plan, scheduled changes, saved cards and recent payments."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {subscription.data ? (
          <>
            <CurrentPlanSummary subscription={subscription.data} />
            <PlanChangeOptions subscription={subscription.data} />
          </>
        ) : (
          <Pending failed={subscription.isError} />
        )}
        <Card title="Payment methods" action={<BillingPortalButton />}>
          {methods.data ? (
            <PaymentMethodList methods={methods.data} />
          ) : (
            <Pending failed={methods.isError} />
          )}
        </Card>
        <Card title="Plan change history">
          {history.data ? (
            <PlanHistoryList changes={history.data} />
          ) : (
            <Pending failed={history.isError} />
          )}
        </Card>
        <div className="lg:col-span-2">
          <Card title="Recent transactions">
            {transactions.data ? (
              <TransactionTable
                label="Recent transactions"
                transactions={transactions.data.transactions}
              />
            ) : (
              <Pending failed={transactions.isError} />
            )}
          </Card>
        </div>
      </div>
    </PageSection>
  );
}
