/** An agent's absence (GET/POST /api/agenda/agents/{id}/absences): no slot is offered within it. */
export interface AbsenceView {
  id: string;
  agencyId: string;
  agentId: string;
  /** @format date-time */
  startsAt: string;
  /** @format date-time */
  endsAt: string;
  reason: string;
  /** @format date-time */
  createdAt: string;
}
