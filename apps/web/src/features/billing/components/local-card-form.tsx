import { useImperativeHandle, useState, type Ref } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { confirmLocalCard } from '../api/confirm-local-card';
import { CardEntryError, type CardConfirmer } from '../hooks/card-confirmer';
import {
  cardProblems,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardInput,
  type CardProblems,
} from '../hooks/local-card-input';

interface LocalCardFormProps {
  clientSecret: string;
  disabled?: boolean;
  ref?: Ref<CardConfirmer>;
}

/**
 * The built-in processor's card form: number, expiry and CVC, checked for shape here and
 * confirmed by the server (POST /payments/local/confirm-setup).
 */
export function LocalCardForm({ clientSecret, disabled = false, ref }: LocalCardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<CardProblems>({});

  useImperativeHandle(
    ref,
    () => ({
      confirmSetup: async () => {
        const found = cardProblems(card);
        setProblems(found);
        const expiry = parseExpiry(card.expiry);
        if (Object.keys(found).length > 0 || !expiry) throw new CardEntryError();
        return confirmLocalCard(clientSecret, {
          number: card.number.replace(/\s/g, ''),
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: card.cvc.trim(),
        });
      },
      // The built-in processor never asks the card holder to confirm a payment.
      confirmPayment: async () => undefined,
    }),
    [card, clientSecret],
  );

  const edit = (field: keyof CardInput, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
  };

  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="sr-only">Card details</legend>
      <TextField
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        error={problems.number}
        onChange={(e) => edit('number', formatCardNumber(e.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM / YY)"
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          error={problems.expiry}
          onChange={(e) => edit('expiry', formatExpiry(e.target.value))}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          error={problems.cvc}
          onChange={(e) => edit('cvc', e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Test mode: pay with the test card 4242 4242 4242 4242, any future expiry date and any
        three-digit CVC. The card 4000 0000 0000 0002 is always declined.
      </p>
    </fieldset>
  );
}
