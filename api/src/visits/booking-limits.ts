import type { ApiConfig } from '../config/api.config';
import type { Limit } from '../identity/abuse/rate-limiter.service';

/**
 * Floods of bookings from one address, or in one person's name (a phone, an e-mail), answer 429. Phones
 * are counted in E.164 (withE164Phone): one number however it was written.
 */
export function bookingLimits(config: ApiConfig): Record<'perIp' | 'perEmail' | 'perPhone', Limit> {
  return {
    perIp: { name: 'booking:ip', max: config.BOOKING_LIMIT_PER_IP, windowSeconds: 600 },
    perEmail: { name: 'booking:email', max: config.BOOKING_LIMIT_PER_CONTACT, windowSeconds: 3600 },
    perPhone: { name: 'booking:phone', max: config.BOOKING_LIMIT_PER_CONTACT, windowSeconds: 3600 },
  };
}
