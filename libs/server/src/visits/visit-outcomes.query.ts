import type { Queryable } from '../database/queryable';
import { scopeParams, VISIT_SCOPE, type VisitFigureScope } from './visit-scope';

/** What became of the visits in scope over the last `days` days: done, missed, and the interest answers. */
export interface VisitOutcomes {
  done: number;
  noShow: number;
  interested: number;
  notInterested: number;
}

export async function visitOutcomes(manager: Queryable, where: VisitFigureScope, days: number): Promise<VisitOutcomes> {
  const [outcomes] = await manager.query<VisitOutcomes[]>(
    `SELECT count(*) FILTER (WHERE v.status = 'done')::int AS done,
            count(*) FILTER (WHERE v.status = 'no_show')::int AS "noShow",
            count(*) FILTER (WHERE v.interested)::int AS interested,
            count(*) FILTER (WHERE NOT v.interested)::int AS "notInterested"
       FROM visits v
      WHERE ${VISIT_SCOPE} AND v.starts_at >= now() - make_interval(days => ${days}) AND v.starts_at < now()`,
    scopeParams(where),
  );
  return outcomes;
}
