import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  phone: string;
  text: string;
  /** Kept beside the text so the development outbox can be read by tests. */
  code: string;
  sentAt: Date;
}

/** Where verification codes go. Production plugs in a provider; the default logs them. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default sender: writes each code to the server log and keeps the last ones in an
 * outbox, so that a developer (or a test) can finish a registration without a phone.
 */
export class OutboxSmsSender implements SmsSender {
  readonly outbox: SmsMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.push(message);
    if (this.outbox.length > 100) this.outbox.shift();
    this.log?.info({ phone: message.phone, code: message.code }, 'sms outbox: verification code');
  }

  /** The newest code sent to a phone. */
  lastCodeFor(phone: string): string | undefined {
    return [...this.outbox].reverse().find((m) => m.phone === phone)?.code;
  }
}
