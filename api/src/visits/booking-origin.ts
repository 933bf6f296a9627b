import { cleanSourceDetail, type CandidateSource, type CandidateSourceDetail } from '@creneau/contracts';
import type { BookingOriginDto } from './dto/booking-origin.dto';

/** The source a booking records on its candidate, with the campaign, referrer or embedding site where known. */
export interface CandidateOrigin {
  source: CandidateSource;
  sourceDetail?: CandidateSourceDetail;
}

/**
 * A public booking's origin: the widget when the booking page was framed by it, the interest link when the
 * visitor came from one (a message asking whether they are still interested), else the booking page.
 */
export function candidateOrigin(origin: BookingOriginDto | undefined): CandidateOrigin {
  const { channel, ...detail } = origin ?? {};
  return { source: channel ?? 'booking_page', sourceDetail: cleanSourceDetail(detail) };
}
