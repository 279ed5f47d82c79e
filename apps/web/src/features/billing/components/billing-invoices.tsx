import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTransactions } from '../api/get-transactions';
import { TransactionTable } from './transaction-table';

/** API.md's default page of transactions. */
const PAGE_SIZE = 10;

/** Every invoice, ten to a page, with the total and page buttons. */
export function BillingInvoices() {
  const [skip, setSkip] = useState(0);
  const page = useTransactions(skip, PAGE_SIZE);
  const total = page.data?.total ?? 0;
  const shown = page.data?.transactions.length ?? 0;

  return (
    <section
      aria-labelledby="billing-invoices"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="billing-invoices" className="text-lg font-semibold text-slate-900">
        Invoices
      </h2>
      <div className="mt-3">
        {page.data ? (
          <TransactionTable label="Invoices" transactions={page.data.transactions} />
        ) : page.isError ? (
          <p className="text-sm text-slate-600">Your invoices could not be loaded.</p>
        ) : (
          <Spinner />
        )}
      </div>
      {total > 0 ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <p aria-live="polite">
            Showing {skip + 1}–{skip + shown} of {total}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={skip === 0 || page.isFetching}
              onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={skip + PAGE_SIZE >= total || page.isFetching}
              onClick={() => setSkip(skip + PAGE_SIZE)}
            >
              Next
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
