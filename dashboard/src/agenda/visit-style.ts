import type { VisitStatus } from '@creneau/contracts';

/** One colour per status, the same in the grid, its legend and the visit dialog. */
export const STATUS_STYLE: Record<VisitStatus, { background: string; border: string; text: string }> = {
  booked: { background: '#fff3e0', border: '#ed6c02', text: '#7a3600' },
  confirmed: { background: '#e6f4ea', border: '#2e7d32', text: '#1b4d20' },
  done: { background: '#e9eeff', border: '#2f54eb', text: '#1e3bb8' },
  no_show: { background: '#fdecea', border: '#d32f2f', text: '#8a1c1c' },
  cancelled: { background: '#f1f2f4', border: '#9aa0a6', text: '#5f6368' },
  // Moved elsewhere: no longer takes the agent's time, like a cancelled visit, but reads apart from one.
  rescheduled: { background: '#f4eefb', border: '#8e63b8', text: '#553478' },
};

export const candidateName = (visit: { candidate: { firstName: string; lastName: string } }) =>
  `${visit.candidate.firstName} ${visit.candidate.lastName}`.trim();
