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

/** Where verification codes go: the only place a code is ever written. Production plugs in a provider. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The development sender: keeps the last codes in memory and, with a file, appends them to the
 * development outbox (readable by its owner alone), so that a developer (or a test) can finish a
 * registration without a phone. The log says a code was sent and to which number's last digits,
 * never the code. It refuses to serve production unless asked for (`smsSenderFor`).
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
    if (this.file) {
      await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
      await fs.promises.appendFile(this.file, `${JSON.stringify({ phone: message.phone, code: message.code, sentAt: message.sentAt })}\n`, { mode: 0o600 });
      // A file made before codes were kept private: make it so.
      await fs.promises.chmod(this.file, 0o600);
    }
    this.log?.info({ phone: `…${message.phone.slice(-4)}`, outbox: this.file ?? 'memory' }, 'sms outbox: verification code sent');
  }

  /** The newest code sent to a phone. */
  lastCodeFor(phone: string): string | undefined {
    return [...this.outbox].reverse().find((m) => m.phone === phone)?.code;
  }
}

/**
 * The sender a server starts with. Production has no development outbox: a server with
 * NODE_ENV=production refuses to start unless PUENTE_SMS=outbox says so explicitly (a staging
 * site whose testers read the outbox), since anyone who can read it can reset any password.
 */
export function smsSenderFor(env: { NODE_ENV: string; PUENTE_SMS?: string | undefined }, log: FastifyBaseLogger | undefined, file: string | undefined): SmsSender {
  if (env.NODE_ENV === 'production' && env.PUENTE_SMS !== 'outbox') {
    throw new Error('No SMS provider is configured for production. Plug one into services/sms.ts, or set PUENTE_SMS=outbox to keep codes in the development outbox on purpose.');
  }
  return new OutboxSmsSender(log, file);
}
