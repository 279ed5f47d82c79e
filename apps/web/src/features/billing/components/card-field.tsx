import { lazy, Suspense, type Ref } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { SetupIntent } from '../api/create-setup-intent';
import type { CardConfirmer } from '../hooks/card-confirmer';
import { LocalCardForm } from './local-card-form';

// Stripe's libraries are only fetched when the server says the provider is Stripe.
const StripeCardField = lazy(() => import('./stripe-card-field'));

interface CardFieldProps {
  intent: SetupIntent;
  disabled?: boolean;
  ref?: Ref<CardConfirmer>;
}

/** The card field the setup intent's provider calls for: the app's own form, or Stripe's. */
export function CardField({ intent, disabled, ref }: CardFieldProps) {
  if (intent.provider === 'stripe') {
    return (
      <Suspense fallback={<Spinner label="Loading the card field" />}>
        <StripeCardField
          ref={ref}
          clientSecret={intent.client_secret}
          publishableKey={intent.publishable_key}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  return <LocalCardForm ref={ref} clientSecret={intent.client_secret} disabled={disabled} />;
}
