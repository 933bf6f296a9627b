import type { CSSProperties } from 'react';

/** A phone number as a tel: link target: no spaces, dots or dashes. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The agency's colour as a CSS variable: an accent band only, never behind text (its contrast is unknown). */
export const brandStyle = (color: string | null) => (color ? ({ '--brand': color } as CSSProperties) : undefined);
