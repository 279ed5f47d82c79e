import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AddCardForm } from './add-card-form';
import { PaymentMethodList } from './payment-method-list';

/** The billing page's saved cards: choose the default, add another. */
export function BillingCards() {
  const methods = usePaymentMethods();
  const makeDefault = useSetDefaultPaymentMethod();
  const [adding, setAdding] = useState(false);

  return (
    <section
      aria-labelledby="billing-cards"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="billing-cards" className="text-lg font-semibold text-slate-900">
          Saved cards
        </h2>
        {adding ? null : (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            Add a card
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">Renewals are charged to the default card.</p>
      <div className="mt-3">
        {methods.data ? (
          <PaymentMethodList
            methods={methods.data}
            busy={makeDefault.isPending}
            onMakeDefault={(id) =>
              makeDefault.mutate(id, {
                onSuccess: () => notifySuccess('Default card updated.'),
                onError: (error) => notifyApiError(error, 'Failed to update the default card'),
              })
            }
          />
        ) : methods.isError ? (
          <p className="text-sm text-slate-600">Your cards could not be loaded.</p>
        ) : (
          <Spinner />
        )}
      </div>
      {adding ? <AddCardForm onDone={() => setAdding(false)} /> : null}
    </section>
  );
}
