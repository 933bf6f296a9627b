import type { AuditEntryView } from '@creneau/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * What happened, in the reader's language ("user.invited" → "Utilisateur invité"); an action the
 * catalogues do not know yet shows as recorded rather than as a missing key.
 */
export function AuditActionField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const entry = useRecordContext<AuditEntryView>();
  const translate = useTranslate();
  if (!entry) return null;
  return <span title={entry.action}>{translate(`audit.actions.${entry.action}`, { _: entry.action })}</span>;
}
