import {
  CANDIDATE_STATUS_NAMES,
  type PersonCompleteness,
  type RentalApplicationDetail,
  type RentalDocumentView,
  type RentalPersonView,
} from '@creneau/contracts';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { PageSection as Section } from '../layout/PageSection';
import { DecisionActions } from './DecisionActions';
import { DocumentViewer } from './DocumentViewer';
import { formatMoney, formatRatio } from './solvency-format';
import { SolvencyChip } from './SolvencyChip';
import { useLiveApplication } from './useLiveApplication';

type Translate = ReturnType<typeof useTranslate>;

function personName(person: RentalPersonView, translate: Translate): string {
  if (person.role === 'organisation_guarantor') {
    return (
      person.organisationName ||
      (person.organisationType ? translate(`enums:guarantorOrganisation.${person.organisationType}`) : '') ||
      translate('enums:rentalPersonRole.organisation_guarantor')
    );
  }
  return (
    [person.firstName, person.lastName].filter(Boolean).join(' ') || translate(`enums:rentalPersonRole.${person.role}`)
  );
}

function Missing({ completeness }: { completeness: PersonCompleteness | undefined }) {
  const translate = useTranslate();
  if (!completeness) return null;
  if (completeness.complete) {
    return <Chip size="small" color="primary" variant="outlined" label={translate('rentalApplications.complete')} />;
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('rentalApplications.missing', { count: completeness.missing.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {completeness.missing.map((item) => (
          <li key={item.type === 'field' ? item.field : item.category}>
            <Typography variant="body2">
              {item.type === 'field'
                ? translate(`rentalApplications.fields.${item.field}`)
                : translate(`rentalApplications.categories.${item.category}`)}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Person({
  application,
  person,
  onView,
}: {
  application: RentalApplicationDetail;
  person: RentalPersonView;
  onView: (document: RentalDocumentView, label: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const role =
    person.role === 'tenant' && person.position === 0
      ? translate('rentalApplications.mainTenant')
      : translate(`enums:rentalPersonRole.${person.role}`);
  const details = [
    person.professionalSituation && translate(`enums:professionalSituation.${person.professionalSituation}`),
    person.monthlyIncomeCents !== null &&
      translate('rentalApplications.income', {
        amount: formatMoney(person.monthlyIncomeCents, locale, person.currency),
      }),
  ].filter(Boolean);
  return (
    <Section title={`${personName(person, translate)} · ${role}`}>
      {details.length > 0 && <Typography gutterBottom>{details.join(' · ')}</Typography>}
      <Missing completeness={application.completeness.find((entry) => entry.personId === person.id)} />
      {person.documents.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('rentalApplications.noDocuments')}
        </Typography>
      ) : (
        <List dense>
          {person.documents.map((document) => {
            const label = translate(`enums:rentalDocumentKind.${document.kind}`, { _: document.kind });
            return (
              <ListItem
                key={document.id}
                disableGutters
                secondaryAction={
                  <Button size="small" variant="outlined" onClick={() => onView(document, label)}>
                    {translate('rentalApplications.view')}
                  </Button>
                }
              >
                <ListItemText
                  sx={{ pr: 12 }}
                  primary={label}
                  secondary={translate('rentalApplications.pages', { count: document.pages })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Section>
  );
}

function Solvency({ application }: { application: RentalApplicationDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { solvency } = application;
  return (
    <Section title={translate('rentalApplications.solvency.title')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <SolvencyChip solvency={solvency} />
        <Typography variant="body2">
          {solvency.rentCents === null
            ? translate('rentalApplications.solvency.noRent')
            : translate('rentalApplications.solvency.detail', {
                income: formatMoney(solvency.tenantsIncomeCents, locale),
                rent: formatMoney(solvency.rentCents, locale),
                ratio: solvency.ratio === null ? '—' : formatRatio(solvency.ratio, locale),
              })}
        </Typography>
      </Box>
      {solvency.guarantors.length > 0 && (
        <Typography variant="body2">
          {translate('rentalApplications.solvency.guarantors', {
            guarantors: solvency.guarantors
              .map((kind) =>
                kind === 'person'
                  ? translate('enums:rentalPersonRole.person_guarantor')
                  : translate(`enums:guarantorOrganisation.${kind}`),
              )
              .join(', '),
          })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('rentalApplications.solvency.notice')}
      </Typography>
    </Section>
  );
}

function ApplicationView() {
  const translate = useTranslate();
  const application = useRecordContext<RentalApplicationDetail>();
  const [viewing, setViewing] = useState<{ document: RentalDocumentView; label: string } | null>(null);
  useLiveApplication(application?.id);
  if (!application?.people) return null;
  const name = [application.applicant.firstName, application.applicant.lastName].filter(Boolean).join(' ');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5">
        {translate('rentalApplications.title', { name: name || '—' })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {`${application.listing.reference} · ${application.listing.title}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Chip label={translate(`enums:candidateStatus.${CANDIDATE_STATUS_NAMES[application.status]}`)} />
        {application.refusalReason && (
          <Typography variant="body2">{translate(`enums:refusalReason.${application.refusalReason}`)}</Typography>
        )}
        <Link to={`/candidates/${application.candidateId}/show`}>{translate('rentalApplications.candidate')}</Link>
      </Box>
      <Section title={translate('rentalApplications.decision.title')}>
        <DecisionActions application={application} />
      </Section>
      <Solvency application={application} />
      {application.people.map((person) => (
        <Person
          key={person.id}
          application={application}
          person={person}
          onView={(document, label) => setViewing({ document, label })}
        />
      ))}
      {viewing && (
        <DocumentViewer
          applicationId={application.id}
          document={viewing.document}
          label={viewing.label}
          onClose={() => setViewing(null)}
        />
      )}
    </Box>
  );
}

/** One application as the agent decides on it: completeness, the solvency indicator, watermarked documents. */
export function RentalApplicationShow() {
  return (
    <Show actions={false}>
      <ApplicationView />
    </Show>
  );
}
