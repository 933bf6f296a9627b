import { Injectable } from '@nestjs/common';

/**
 * The outbox relay of this process, when it runs one. What this process writes to the outbox (a portal
 * lead stored by the SMTP server, its booking link's messages) wakes it directly instead of by NOTIFY:
 * a NOTIFY makes its transaction's commit wait for every other notifying commit in the database (Postgres
 * holds one lock on the notification queue from each one's commit to its end, WAL flush included), which
 * serialised the portal leads' commits (bench P14). Other processes' writes (the api's) still NOTIFY,
 * and the relays' poll stays the fallback.
 */
@Injectable()
export class LocalRelay {
  private kick: (() => void) | null = null;

  attach(kick: () => void): void {
    this.kick = kick;
  }

  detach(): void {
    this.kick = null;
  }

  /** Whether a write here may skip its NOTIFY (see outboxQuiet), to call wake() once committed. */
  get running(): boolean {
    return this.kick !== null;
  }

  /** After the commit of outbox rows written quietly: the relay drains them. */
  wake(): void {
    this.kick?.();
  }
}
