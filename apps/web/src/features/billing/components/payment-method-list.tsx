import type { PaymentMethod } from '@resumerank/contract/payments';
import { Button } from '../../../components/ui/button';
import { brandLabel } from '../hooks/billing-labels';

interface PaymentMethodListProps {
  methods: PaymentMethod[];
  /** When given, each card that is not the default gets a 'Make default' button. */
  onMakeDefault?: (id: string) => void;
  busy?: boolean;
}

/** Saved cards: brand, last four digits, expiry, and which one is the default. */
export function PaymentMethodList({
  methods,
  onMakeDefault,
  busy = false,
}: PaymentMethodListProps) {
  if (methods.length === 0) return <p className="text-sm text-slate-600">No saved cards yet.</p>;
  return (
    <ul aria-label="Saved cards" className="divide-y divide-slate-200">
      {methods.map((m) => {
        const expiry = `${String(m.card.exp_month).padStart(2, '0')}/${String(m.card.exp_year).slice(-2)}`;
        return (
          <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
            <span className="font-medium text-slate-900">
              {brandLabel(m.card.brand)} •••• {m.card.last4}
            </span>
            <span className="text-sm text-slate-600">Expires {expiry}</span>
            {m.is_default ? (
              <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
                Default
              </span>
            ) : onMakeDefault ? (
              <Button
                variant="secondary"
                size="sm"
                className="ml-auto"
                disabled={busy}
                aria-label={`Make ${brandLabel(m.card.brand)} ending ${m.card.last4} the default`}
                onClick={() => onMakeDefault(m.id)}
              >
                Make default
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
