import type { FreeSlot } from '@creneau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, zoneCity } from './format';
import type { useWeekSlots } from './useWeekSlots';
import { slotDay, type IsoDay } from './week';

interface SlotPickerProps {
  week: ReturnType<typeof useWeekSlots>;
  timeZone: string;
  chosen: FreeSlot | null;
  onChoose(slot: FreeSlot): void;
}

/** A week as a strip of days and the chosen day's free times as large buttons: made for a thumb. */
export function SlotPicker({ week, timeZone, chosen, onChoose }: SlotPickerProps) {
  const { t, i18n } = useTranslation(['web', 'global']);
  const language = i18n.language;
  const [picked, setPicked] = useState<IsoDay | null>(null);
  const chosenDay = chosen && slotDay(chosen);
  const day =
    [picked, chosenDay].find((candidate) => candidate && week.days.includes(candidate)) ??
    week.days.find((candidate) => week.slotsOn(candidate).length > 0) ??
    week.days[0];
  const slots = week.slotsOn(day);
  const longDay = (value: IsoDay) => formatDay(value, language, { weekday: 'long', day: 'numeric', month: 'long' });
  const range = `${formatDay(week.days[0], language, { day: 'numeric', month: 'short' })} – ${formatDay(week.days[6], language, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  const weekEmpty = !week.loading && week.days.every((candidate) => week.slotsOn(candidate).length === 0);

  return (
    <section className="booking-step" aria-labelledby="booking-slots-title">
      <h2 id="booking-slots-title" className="booking-step__title">
        {t('booking.slots.title')}
      </h2>
      <p className="booking-step__hint">
        {t('booking.slots.zoneHint', { city: zoneCity(timeZone, t('booking.cities', { returnObjects: true })) })}
      </p>
      <div className="week-nav">
        <button
          type="button"
          className="button button--secondary week-nav__button"
          onClick={week.previous}
          disabled={!week.canGoBack}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('booking.slots.previousWeek')}</span>
        </button>
        <p className="week-nav__range" aria-live="polite">
          {range}
        </p>
        <button type="button" className="button button--secondary week-nav__button" onClick={week.next}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('booking.slots.nextWeek')}</span>
        </button>
      </div>
      <div className="day-strip" role="group" aria-label={t('booking.slots.days')}>
        {week.days.map((candidate) => {
          const count = week.slotsOn(candidate).length;
          return (
            <button
              key={candidate}
              type="button"
              className="day-strip__day"
              data-day={candidate}
              aria-pressed={candidate === day}
              disabled={week.loading || count === 0}
              onClick={() => setPicked(candidate)}
            >
              <span className="day-strip__weekday">{formatDay(candidate, language, { weekday: 'short' })}</span>
              <span className="day-strip__date">{formatDay(candidate, language, { day: 'numeric' })}</span>
              {/* Read after the visible "Mon 30": the month and how many times are free that day. */}
              <span className="visually-hidden">
                {formatDay(candidate, language, { month: 'long' })}, {t('booking.slots.count', { count })}
              </span>
              <span className="day-strip__dot" aria-hidden="true" data-free={count > 0 || undefined} />
            </button>
          );
        })}
      </div>
      {week.error ? (
        <div className="booking-step__empty" role="alert">
          <p>{t(`global:${week.error.key}`)}</p>
          <button type="button" className="button button--secondary" onClick={week.reload}>
            {t('booking.slots.retry')}
          </button>
        </div>
      ) : week.loading ? (
        <p className="booking-step__empty" role="status">
          {t('global:status.loading')}
        </p>
      ) : weekEmpty ? (
        <div className="booking-step__empty">
          <p>{t('booking.slots.emptyWeek')}</p>
          <button type="button" className="button button--secondary" onClick={week.next}>
            {t('booking.slots.nextWeek')}
          </button>
        </div>
      ) : (
        <div className="slot-grid" role="group" aria-label={t('booking.slots.of', { day: longDay(day) })}>
          {slots.map((slot) => (
            <button
              key={slot.startsAt}
              type="button"
              className="slot-grid__slot"
              data-starts-at={slot.startsAt}
              aria-pressed={chosen?.startsAt === slot.startsAt}
              onClick={() => onChoose(slot)}
            >
              {formatTime(slot.startsAt, timeZone, language)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
