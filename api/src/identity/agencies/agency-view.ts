import type { AgencyView } from '@creneau/contracts';
import type { AgencyEntity } from '@creneau/server';

export function toAgencyView(agency: AgencyEntity): AgencyView {
  return {
    id: agency.id,
    name: agency.name,
    slug: agency.slug,
    country: agency.country,
    timeZone: agency.timeZone,
    street: agency.street,
    postalCode: agency.postalCode,
    city: agency.city,
    phone: agency.phone,
    email: agency.email,
    logoUrl: agency.logoUrl,
    brandColor: agency.brandColor,
    siren: agency.siren,
    siret: agency.siret,
    professionalCardNumber: agency.professionalCardNumber,
    bceNumber: agency.bceNumber,
    ipiNumber: agency.ipiNumber,
    smsSender: agency.smsSender,
    languages: agency.languages,
    widgetAllowedOrigins: agency.widgetAllowedOrigins,
    inboundLocalPart: agency.inboundLocalPart,
    active: agency.active,
    travelMinMinutes: agency.travelMinMinutes,
    confirmationRequestTime: agency.confirmationRequestTime,
    reminderLeadMinutes: agency.reminderLeadMinutes,
    visitorQuietStart: agency.visitorQuietStart,
    visitorQuietEnd: agency.visitorQuietEnd,
    confirmationDeadlineMinutes: agency.confirmationDeadlineMinutes,
    releaseUnconfirmed: agency.releaseUnconfirmed,
    smsCountries: agency.smsCountries,
    createdAt: agency.createdAt.toISOString(),
    updatedAt: agency.updatedAt.toISOString(),
  };
}
