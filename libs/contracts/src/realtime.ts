// Messages fanned out from Redis pub/sub to the agents' Server-Sent Events stream.
export interface RealtimeMessage {
  agencyId: string;
  /** When set, only this user receives it; otherwise everyone of the agency. */
  userId?: string;
  type: string;
  data: Record<string, unknown>;
}

export const REALTIME_CHANNEL = 'realtime';
