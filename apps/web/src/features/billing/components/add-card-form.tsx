import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetupIntent } from '../api/create-setup-intent';
import type { CardConfirmer } from '../hooks/card-confirmer';
import { cardFailureDetail } from '../hooks/card-error';
import { useRefreshBilling } from '../hooks/use-refresh-billing';
import { CardSetupFields } from './card-setup-fields';

/** Saves another card: a setup intent, the card field, and the provider's confirmation. */
export function AddCardForm({ onDone }: { onDone: () => void }) {
  const intent = useSetupIntent('add-card');
  const card = useRef<CardConfirmer>(null);
  const refresh = useRefreshBilling();
  const save = useMutation({ mutationFn: (confirmer: CardConfirmer) => confirmer.confirmSetup() });
  const [detail, setDetail] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!card.current || save.isPending) return;
    setDetail(null);
    save.mutate(card.current, {
      onSuccess: () => {
        notifySuccess('Card saved.');
        void refresh();
        onDone();
      },
      onError: (error) => {
        const shown = cardFailureDetail(error);
        setDetail(shown);
        if (shown) notifyError('Your card could not be saved.');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a card" className="mt-4 space-y-4">
      <CardSetupFields ref={card} intent={intent} disabled={save.isPending} />
      {detail ? (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {detail}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={!intent.data || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save card'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
