// The payment-provider interface behind choosing a plan (decisions.md "Business plans"). The default, 'manual', charges
// nothing: it answers an open invoice that someone settles by hand (an admin marks it paid). A card provider
// implements the same call; PAYMENT_PROVIDER picks one.
import type { DbOrTx } from '../../db/client.ts';

export interface ChargeRequest {
  companyId: string;
  subscriptionId: string;
  /** Minor units (cents). */
  amountCents: number;
  currency: string;
  description: string;
}

export interface ChargeResult {
  /** 'open': to be settled later; 'paid': settled now. A refused charge throws (an AppError, or any error: a 500). */
  status: 'open' | 'paid';
  /** The provider's reference for the charge, when it has one. */
  providerRef: string | null;
}

export interface PaymentProvider {
  /** Stored on every invoice it charged. */
  readonly name: string;
  /** Runs inside the transaction that changes the subscription: a throw rolls the whole change back. */
  charge(request: ChargeRequest, tx: DbOrTx): Promise<ChargeResult>;
}

/** Records the invoice as open for manual settlement. */
export const manualPaymentProvider: PaymentProvider = {
  name: 'manual',
  async charge() {
    return { status: 'open', providerRef: null };
  },
};

export const PAYMENT_PROVIDERS = ['manual'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'manual':
      return manualPaymentProvider;
  }
}
