/** What a card field (the app's own form, or Stripe's) does for the flows that use it. */
export interface CardConfirmer {
  /** Saves the entered card against the setup intent; resolves to its payment method id. */
  confirmSetup: () => Promise<string>;
  /** Completes a payment that needs the card holder (Stripe's 3-D Secure); a no-op locally. */
  confirmPayment: (clientSecret: string) => Promise<void>;
}

/** The entered card cannot be sent yet; the field already shows why, so no toast is needed. */
export class CardEntryError extends Error {
  constructor() {
    super('Please check the card details.');
    this.name = 'CardEntryError';
  }
}

/** The provider refused the card (Stripe answers in the browser, not through our API). */
export class CardDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}
