import { Button } from '../../../components/ui/button';
import { notifyApiError } from '../../../lib/notify';
import { useBillingPortal } from '../api/open-billing-portal';

/** Opens the payment provider's billing portal in a new tab. */
export function BillingPortalButton() {
  const portal = useBillingPortal();
  return (
    <Button
      variant="secondary"
      disabled={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          // noopener: the portal page gets no handle on this one.
          onSuccess: (url) => window.open(url, '_blank', 'noopener'),
          onError: (error) => notifyApiError(error, 'Failed to open billing portal'),
        })
      }
    >
      {portal.isPending ? 'Opening…' : 'Billing portal'}
    </Button>
  );
}
