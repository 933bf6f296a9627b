import type { ApiConfig } from '../config/api.config';
import type { Limit } from '../identity/abuse/rate-limiter.service';

/** Floods of bookings from one address, or in one person's name (a phone, an e-mail), answer 429. */
export function bookingLimits(config: ApiConfig): Record<'perIp' | 'perEmail' | 'perPhone', Limit> {
  return {
    perIp: { name: 'booking:ip', max: config.BOOKING_LIMIT_PER_IP, windowSeconds: 600 },
    perEmail: { name: 'booking:email', max: config.BOOKING_LIMIT_PER_CONTACT, windowSeconds: 3600 },
    perPhone: { name: 'booking:phone', max: config.BOOKING_LIMIT_PER_CONTACT, windowSeconds: 3600 },
  };
}

// The last nine digits: +33 6 12 34 56 78, 0033612345678 and 06 12 34 56 78 are one French number, and
// +32 470 12 34 56 and 0470 12 34 56 one Belgian number, however the visitor typed them.
export const phoneSubject = (phone: string): string => phone.replace(/\D/g, '').slice(-9);
