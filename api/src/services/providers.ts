import { randomBytes } from 'node:crypto';

/** A payment provider: the cashier starts a payment, the buyer completes it, the platform refunds. */
export interface PaymentProvider {
  readonly name: string;
  start(payment: { id: number; amountMinor: number; currency: string; orderNo: string }): Promise<{ providerRef: string; redirectUrl: string }>;
  confirm(payment: { providerRef: string; amountMinor: number }, outcome: 'succeed' | 'fail'): Promise<'succeeded' | 'failed'>;
  refund(payment: { providerRef: string }, amountMinor: number): Promise<void>;
}

/** The default: a sandbox completed on the cashier page, with no outside calls. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async start(payment: { id: number; orderNo: string }) {
    return { providerRef: `sbx_${randomBytes(8).toString('hex')}`, redirectUrl: `/cashRegister?orderNo=${encodeURIComponent(payment.orderNo)}&payment=${payment.id}` };
  }

  async confirm(_payment: { providerRef: string }, outcome: 'succeed' | 'fail') {
    return outcome === 'succeed' ? ('succeeded' as const) : ('failed' as const);
  }

  async refund() {}
}

/** Payouts and virtual accounts (PingPong in production): a sandbox by default. */
export interface PayoutAdapter {
  readonly name: string;
  registerMerchant(input: { userId: number; companyName: string; email: string }): Promise<{ merchantId: string; status: 'active' | 'pending' }>;
  openVirtualAccount(input: {
    userId: number;
    currency: string;
    holderName: string;
  }): Promise<{ accountNumber: string; bankName: string; branch: string; swift: string; countryCode: string }>;
  submitWithdrawal(input: { withdrawalId: number; amountMinor: number; currency: string; accountRef: string }): Promise<'processing' | 'paid'>;
}

export class SandboxPayoutAdapter implements PayoutAdapter {
  readonly name = 'sandbox';

  async registerMerchant() {
    return { merchantId: `PP-SBX-${randomBytes(4).toString('hex').toUpperCase()}`, status: 'active' as const };
  }

  async openVirtualAccount(input: { currency: string }) {
    const digits = String(BigInt(`0x${randomBytes(6).toString('hex')}`))
      .padStart(12, '0')
      .slice(0, 12);
    return { accountNumber: `VA${input.currency}${digits}`, bankName: 'PingPong (sandbox)', branch: 'Virtual account', swift: 'PPSBXHKH', countryCode: 'HK' };
  }

  async submitWithdrawal() {
    return 'paid' as const;
  }
}
