/** An end-to-end probe of the outbox pipeline (API transaction, relay, queue, worker), as ops read it. */
export interface OutboxProbe {
  id: string;
  createdAt: string;
  deliveredAt: string | null;
  deliveries: number;
}
