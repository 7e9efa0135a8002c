import fs from 'node:fs';
import path from 'node:path';
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

  /** With a file, each message is also appended to it as a JSON line (the development outbox). */
  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly file?: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.push(message);
    if (this.outbox.length > 100) this.outbox.shift();
    this.log?.info({ phone: message.phone, code: message.code }, 'sms outbox: verification code');
    if (this.file) {
      await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
      await fs.promises.appendFile(this.file, `${JSON.stringify({ phone: message.phone, code: message.code, sentAt: message.sentAt })}\n`);
    }
  }

  /** The newest code sent to a phone. */
  lastCodeFor(phone: string): string | undefined {
    return [...this.outbox].reverse().find((m) => m.phone === phone)?.code;
  }
}
