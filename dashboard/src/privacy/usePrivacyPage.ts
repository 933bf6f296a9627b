import type { AgencyPrivacy, AgencyPrivacyUpdate, AuditEntryView, OperatorIdentity } from '@creneau/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { loadPublicConfig } from '../providers/public-config';
import { postJson } from '../providers/session';
import { downloadFile } from './download';

/** The agency's privacy record, the operator's contacts and the latest operator reads, with the page's actions. */
export function usePrivacyPage(agencyId: string) {
  const notify = useNotify();
  const [privacy, setPrivacy] = useState<AgencyPrivacy | null>(null);
  const [operator, setOperator] = useState<OperatorIdentity | null>(null);
  const opsReads = useGetList<AuditEntryView>('audit-log', {
    filter: { action: 'ops.read' },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: 5 },
  });
  useEffect(() => {
    let live = true;
    void fetch(`/api/agencies/${agencyId}/privacy`, { credentials: 'same-origin' })
      .then((response) =>
        response.ok ? (response.json() as Promise<AgencyPrivacy>) : response.text().then(() => null),
      )
      .then((value) => live && setPrivacy(value));
    void loadPublicConfig().then((config) => live && setOperator(config.legal?.operator ?? null));
    return () => {
      live = false;
    };
  }, [agencyId]);
  const fail = useCallback(
    (error: unknown) => notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' }),
    [notify],
  );
  const save = async (update: AgencyPrivacyUpdate) => {
    try {
      setPrivacy(await postJson<AgencyPrivacy>(`/api/agencies/${agencyId}/privacy`, update, 'PUT'));
      notify('privacy.saved', { type: 'success' });
    } catch (error) {
      fail(error);
    }
  };
  const acceptDpa = async () => {
    try {
      setPrivacy(await postJson<AgencyPrivacy>(`/api/agencies/${agencyId}/privacy/dpa-acceptance`, undefined));
      notify('privacy.dpa.acceptedNow', { type: 'success' });
    } catch (error) {
      fail(error);
    }
  };
  const download = (what: 'records-of-processing' | 'export') =>
    void downloadFile(`/api/agencies/${agencyId}/${what}`, `${what}-${agencyId}.json`).catch(() =>
      notify('privacy.registers.failed', { type: 'error' }),
    );
  return { privacy, operator, opsReads: opsReads.data, opsReadsTotal: opsReads.total, save, acceptDpa, download };
}
