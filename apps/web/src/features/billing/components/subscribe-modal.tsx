import { useRef, useState, type FormEvent } from 'react';
import type { Plan } from '@resumerank/contract/plan-catalog';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatMoney } from '../../../lib/format-money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSubscribeModalStore } from '../../../stores/subscribe-modal-store';
import { useSetupIntent } from '../api/create-setup-intent';
import { cardFailureDetail } from '../hooks/card-error';
import type { CardConfirmer } from '../hooks/card-confirmer';
import { planChangeErrorMessage } from '../hooks/plan-change-error';
import { useSubscribe } from '../hooks/use-subscribe';
import { CardSetupFields } from './card-setup-fields';

function SubscribeDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const intent = useSetupIntent(`subscribe-${plan.plan_type}`);
  const card = useRef<CardConfirmer>(null);
  const subscribe = useSubscribe(plan, () => void intent.refetch());
  const [detail, setDetail] = useState<string | null>(null);
  const price = formatMoney(plan.price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!card.current || subscribe.isPending) return;
    setDetail(null);
    subscribe.mutate(card.current, {
      onSuccess: () => {
        notifySuccess(`You are now subscribed to the ${plan.name} plan.`);
        onClose();
      },
      onError: (error) => {
        const shown = cardFailureDetail(error);
        setDetail(shown);
        if (shown)
          notifyError(planChangeErrorMessage(error) ?? 'Payment failed. Please try again.');
      },
    });
  };

  return (
    <Modal
      title={`Subscribe to ${plan.name}`}
      description={`${price} a ${plan.interval}, charged today and every ${plan.interval} until you cancel.`}
      onClose={onClose}
      closable={!subscribe.isPending}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <CardSetupFields ref={card} intent={intent} disabled={subscribe.isPending} />
        {detail ? (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {detail}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!intent.data || intent.isFetching || subscribe.isPending}
        >
          {subscribe.isPending ? 'Processing payment…' : `Pay ${price} and subscribe`}
        </Button>
      </form>
    </Modal>
  );
}

/** The subscribe modal of SPEC.md 2, open while the subscribe store names a plan. */
export default function SubscribeModal() {
  const plan = useSubscribeModalStore((s) => s.plan);
  const close = useSubscribeModalStore((s) => s.close);
  return plan ? <SubscribeDialog key={plan.plan_type} plan={plan} onClose={close} /> : null;
}
