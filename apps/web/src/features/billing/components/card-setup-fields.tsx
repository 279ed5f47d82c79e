import { useEffect, type Ref } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyApiError } from '../../../lib/notify';
import type { SetupIntent } from '../api/create-setup-intent';
import type { CardConfirmer } from '../hooks/card-confirmer';
import { CardField } from './card-field';

interface CardSetupFieldsProps {
  intent: UseQueryResult<SetupIntent>;
  disabled?: boolean;
  ref?: Ref<CardConfirmer>;
}

/** A card field once its setup intent exists: a spinner before, a retry after a failure. */
export function CardSetupFields({ intent, disabled, ref }: CardSetupFieldsProps) {
  const { isError, error } = intent;
  useEffect(() => {
    if (isError) notifyApiError(error, 'Failed to initialize payment form');
  }, [isError, error]);

  if (intent.data)
    return <CardField ref={ref} intent={intent.data} disabled={disabled || intent.isFetching} />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg bg-rose-50 p-4 text-sm text-rose-800">
        <p>The payment form could not be prepared.</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void intent.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-6">
      <Spinner label="Preparing the payment form" />
    </div>
  );
}
