import { displayPhone } from '@creneau/contracts';
import {
  CANDIDATE_STATUS,
  CANDIDATE_STATUS_NAMES,
  type CandidateDetail,
  type CandidateHistoryEntry,
  type CandidateStatus,
  type RefusalReason,
} from '@creneau/contracts';
import { Box, Button, Chip, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Show, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import { PageSection } from '../layout/PageSection';
import { CandidateAnswers, CandidateVerdict } from './CandidateVerdict';
import { MergeCandidates } from './MergeCandidates';
import { AGENT_STATUS_CHOICES, REFUSAL_REASON_CHOICES } from './candidate-choices';
import { CandidatePrivacyActions } from './CandidatePrivacyActions';

function useDate() {
  const translate = useTranslate();
  const language = translate('ra.locale', { _: 'fr' });
  return (iso: string) =>
    new Date(iso).toLocaleString(language === 'ra.locale' ? 'fr' : language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
}

const statusLabel = (status: CandidateStatus | null) =>
  status === null ? '' : `enums:candidateStatus.${CANDIDATE_STATUS_NAMES[status]}`;

/** The status and, for a refusal, its reason; sent as PATCH …/status, refused moves told as the API says. */
function StatusChange({ candidate }: { candidate: CandidateDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState<CandidateStatus | ''>('');
  const [reason, setReason] = useState<RefusalReason | ''>('');
  const refusing = status === CANDIDATE_STATUS.KO;
  const submit = async () => {
    try {
      await postJson(
        `/api/candidates/${candidate.id}/status`,
        { status, ...(refusing && { refusalReason: reason }) },
        'PATCH',
      );
      notify('candidates.show.moved', { type: 'success' });
      setStatus('');
      setReason('');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('candidates.show.newStatus')}
        value={status}
        onChange={(event) => setStatus(Number(event.target.value) as CandidateStatus)}
      >
        {AGENT_STATUS_CHOICES.filter((choice) => choice.id !== candidate.status).map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name)}
          </MenuItem>
        ))}
      </TextField>
      {refusing && (
        <TextField
          select
          size="small"
          required
          sx={{ minWidth: 220 }}
          label={translate('resources.candidates.fields.refusalReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as RefusalReason)}
        >
          {REFUSAL_REASON_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {translate(choice.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="contained" disabled={status === '' || (refusing && !reason)} onClick={() => void submit()}>
        {translate('candidates.show.apply')}
      </Button>
    </Box>
  );
}

function historyLine(entry: CandidateHistoryEntry, translate: ReturnType<typeof useTranslate>): string {
  const who =
    entry.actorName ?? translate(`candidates.history.actor.${entry.actor === 'candidate' ? 'candidate' : 'system'}`);
  switch (entry.kind) {
    case 'status_changed':
      return (
        translate('candidates.history.status_changed', {
          from: translate(statusLabel(entry.fromStatus)),
          to: translate(statusLabel(entry.toStatus)),
          who,
        }) + (entry.reason ? ` — ${translate(`enums:refusalReason.${entry.reason}`)}` : '')
      );
    case 'created':
    case 'source_added':
      return translate(`candidates.history.${entry.kind}`, {
        source: translate(
          `enums:candidateSource.${typeof entry.data.source === 'string' ? entry.data.source : 'manual'}`,
        ),
        who,
      });
    case 'merged':
    case 'verdict':
    case 'verdict_overridden':
      return translate(`candidates.history.${entry.kind}`, { who });
  }
}

function CandidatePage() {
  const candidate = useRecordContext<CandidateDetail>();
  const translate = useTranslate();
  const date = useDate();
  // Opened from the list, react-admin first shows the list's row (no answers, visits or history) while
  // the page's own answer comes: the page waits for it.
  if (!candidate || !Array.isArray(candidate.history)) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5">
        {candidate.anonymisedAt ? translate('candidatePrivacy.done') : `${candidate.firstName} ${candidate.lastName}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {[candidate.email, candidate.phone && displayPhone(candidate.phone)].filter(Boolean).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip color="primary" label={translate(statusLabel(candidate.status))} />
        {candidate.refusalReason && <Chip label={translate(`enums:refusalReason.${candidate.refusalReason}`)} />}
        <Chip variant="outlined" label={translate(`enums:candidateSource.${candidate.source}`)} />
        <Chip
          variant="outlined"
          label={
            candidate.listing
              ? `${candidate.listing.reference} · ${candidate.listing.title}`
              : translate('candidates.noListing')
          }
        />
      </Box>
      <CandidatePrivacyActions candidate={candidate} />
      {!candidate.anonymisedAt && (
        <PageSection title={translate('candidates.show.status')}>
          <StatusChange candidate={candidate} />
        </PageSection>
      )}
      <PageSection title={translate('candidates.show.answers')}>
        <CandidateAnswers answers={candidate.answers} />
      </PageSection>
      <PageSection title={translate('candidates.show.verdict')}>
        <CandidateVerdict candidate={candidate} />
      </PageSection>
      <PageSection title={translate('candidates.show.visits')}>
        {candidate.visits.length === 0 ? (
          <Typography color="text.secondary">{translate('candidates.show.noVisits')}</Typography>
        ) : (
          <List dense>
            {candidate.visits.map((visit) => (
              <ListItem key={visit.id} disableGutters>
                <ListItemText
                  primary={date(visit.startsAt)}
                  secondary={`${translate(`dashboard.status.${visit.status}`)}${visit.agentName ? ` · ${visit.agentName}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </PageSection>
      <PageSection title={translate('candidates.show.messages')}>
        {candidate.messages.length === 0 ? (
          <Typography color="text.secondary">{translate('candidates.show.noMessages')}</Typography>
        ) : (
          <List dense>
            {candidate.messages.map((message) => (
              <ListItem key={message.id} disableGutters>
                <ListItemText
                  primary={message.subject ?? translate(`messageLog.purpose.${message.purpose}`)}
                  secondary={`${date(message.createdAt)} · ${translate(`messageLog.channel.${message.channel}`)} · ${translate(`messages.status.${message.status}`)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </PageSection>
      <PageSection title={translate('candidates.show.history')}>
        <List dense>
          {candidate.history.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText primary={historyLine(entry, translate)} secondary={date(entry.at)} />
            </ListItem>
          ))}
        </List>
      </PageSection>
      {candidate.otherRequests.length > 0 && (
        <PageSection title={translate('candidates.show.otherRequests')}>
          <List dense>
            {candidate.otherRequests.map((other) => (
              <ListItem key={other.id} disableGutters>
                <ListItemText
                  primary={
                    <Link to={`/candidates/${other.id}/show`}>
                      {other.listing
                        ? `${other.listing.reference} · ${other.listing.title}`
                        : translate('candidates.noListing')}
                    </Link>
                  }
                  secondary={`${translate(statusLabel(other.status))} · ${date(other.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </PageSection>
      )}
      {!candidate.mergedInto && <MergeCandidates candidate={candidate} />}
    </Box>
  );
}

/** The candidate page: who, which listing, status and its change, answers, verdict and why, visits, messages, history. */
export function CandidateShow() {
  return (
    <Show>
      <CandidatePage />
    </Show>
  );
}
