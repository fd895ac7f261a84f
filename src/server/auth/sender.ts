/**
 * Sending SMS and e-mail: a sender interface; the shipped sender writes every message
 * to the `outbox` table, which tests and the development outbox page read.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** A message to send. */
interface Message {
  brandId: string;
  channel: 'sms' | 'email';
  /** E.164 phone or e-mail address. */
  recipient: string;
  /** E-mail subject; empty for SMS. */
  subject?: string;
  body: string;
}

/** Something that delivers messages. */
export interface Sender {
  send(db: Db | Tx, message: Message): Promise<void>;
}

/** The shipped sender: the outbox table. */
export const outboxSender: Sender = {
  async send(db, message) {
    await db.insert(outbox).values({ ...message, subject: message.subject ?? '' });
  },
};

/** The latest messages to a recipient, newest first (tests and the development outbox page). */
export function messagesTo(db: Db, recipient: string, limit = 10) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(limit);
}
