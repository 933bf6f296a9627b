import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstRenderRandom } from '../../ssr/same-as-server';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './SampleCalendar.css';

// Spec, section 9: 10 avatar slots, 5 per row, in columns 1 to 5 (Monday to Friday).
const SLOTS = 10;
const COLUMNS = 5;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const TIMES = ['09:30', '11:00', '14:00', '16:30', '18:00'];
const INITIALS = ['CL', 'HB', 'LP', 'JD', 'AM', 'SR', 'NK', 'EV', 'TG', 'OB', 'MF', 'YD'];
// Avatar colours dark enough for white initials (WCAG AA, 4.5:1 and more), whatever the draw.
const COLOURS = ['#1e3bb8', '#b42318', '#0f6b52', '#6d28d9', '#8a4b00', '#0e6480'];
const RESHUFFLE_MS = 9_000;

interface Slot {
  initials: string;
  colour: string;
  role: 'seller' | 'buyer';
  time: string;
}

function randomWeek(random: () => number): Slot[] {
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  return Array.from({ length: SLOTS }, (_, index) => ({
    initials: pick(INITIALS),
    colour: pick(COLOURS),
    role: random() < 0.35 ? 'seller' : 'buyer',
    time: TIMES[(Math.floor(index / COLUMNS) * 2 + index + Math.floor(random() * 2)) % TIMES.length],
  }));
}

/** Decoration with a text alternative: a week of visits booked online, drawn with random visitors. */
export function SampleCalendar() {
  const { t } = useTranslation('landing');
  const reducedMotion = usePrefersReducedMotion();
  // The first week is drawn as the server drew it; the reshuffles, at random.
  const random = useFirstRenderRandom();
  const [week, setWeek] = useState(() => randomWeek(random));
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => {
      setWeek(randomWeek(Math.random));
      setRound((value) => value + 1);
    }, RESHUFFLE_MS);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  return (
    <figure className={`sample-calendar${reducedMotion ? '' : ' is-animated'}`}>
      <div className="sample-calendar__grid" aria-hidden="true">
        {DAYS.map((day) => (
          <span key={day} className="sample-calendar__day">
            {t(`calendar.days.${day}`)}
          </span>
        ))}
        {week.map((slot, index) => (
          <div
            key={`${round}-${index}`}
            className={`sample-calendar__slot sample-calendar__slot--${slot.role}`}
            style={{ gridColumn: (index % COLUMNS) + 1, animationDelay: `${index * 180}ms` }}
            data-slot={index}
          >
            <span className="sample-calendar__avatar" style={{ background: slot.colour }}>
              {slot.initials}
            </span>
            <span className="sample-calendar__meta">
              <span className="sample-calendar__time">{slot.time}</span>
              <span className="sample-calendar__role">{t(`calendar.${slot.role}`)}</span>
            </span>
          </div>
        ))}
      </div>
      <figcaption className="sample-calendar__caption">{t('calendar.caption')}</figcaption>
    </figure>
  );
}
