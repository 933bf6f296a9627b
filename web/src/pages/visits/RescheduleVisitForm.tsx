import type { FreeSlot, VisitorVisit } from '@creneau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/forms/FormMessages';
import { useAction } from '../../components/forms/useAction';
import { formatDay, formatShortDay, formatTime } from '../../lib/formats';
import { postJson } from '../../session/api';
import { useFreeSlots } from './useFreeSlots';
import { VisitPanelForm } from './VisitPanelForm';

interface RescheduleVisitFormProps {
  visit: VisitorVisit;
  onMoved: (moved: VisitorVisit) => void;
  onClose: () => void;
}

/** Free starts of the same listing grouped by day, in the agency's time zone; one is picked and sent. */
export function RescheduleVisitForm({ visit, onMoved, onClose }: RescheduleVisitFormProps) {
  const { t, i18n } = useTranslation(['web', 'global']);
  const { slots, error, loading, more } = useFreeSlots(visit.listing.id, visit.startsAt);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const move = useAction(async (startsAt: string) => {
    onMoved(await postJson<VisitorVisit>(`/api/visitor/visits/${visit.id}/reschedule`, { startsAt }));
  });
  const days = groupByDay(slots ?? [], visit.timeZone, i18n.language);
  // One day's times at a time: two weeks of starts in one list would scroll for screens on a phone.
  const [dayKey, setDayKey] = useState<string | null>(null);
  const shownDay = days.find((day) => day.key === dayKey) ?? days[0];

  const submit = () => {
    setMissing(chosen === null);
    if (chosen !== null) void move.run(chosen);
  };
  return (
    <VisitPanelForm
      title={t('visitorVisits.rescheduleTitle')}
      intro={t('visitorVisits.rescheduleIntro')}
      confirmLabel={t('visitorVisits.confirmMove')}
      pending={move.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {error && <FormAlert>{`${t('visitorVisits.slotsFailed')} ${t(`global:${error.key}`)}`}</FormAlert>}
      {slots === null && !error && <p role="status">{t('visitorVisits.working')}</p>}
      {slots?.length === 0 && <p>{t('visitorVisits.noSlots')}</p>}
      {days.length > 0 && (
        <fieldset className="slot-day">
          <legend className="slot-day__legend">{t('visitorVisits.day')}</legend>
          <div className="slot-day__slots slot-day__slots--scroll">
            {days.map((day) => (
              <label key={day.key} className="slot-choice slot-choice--day">
                <input
                  type="radio"
                  name={`day-${visit.id}`}
                  value={day.key}
                  checked={shownDay?.key === day.key}
                  onChange={() => setDayKey(day.key)}
                />
                <span>{day.short}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {shownDay && (
        <fieldset className="slot-day">
          <legend className="slot-day__legend">{shownDay.long}</legend>
          <div className="slot-day__slots slot-day__slots--times">
            {shownDay.slots.map((slot) => (
              <label key={slot.startsAt} className="slot-choice">
                <input
                  type="radio"
                  name={`slot-${visit.id}`}
                  value={slot.startsAt}
                  checked={chosen === slot.startsAt}
                  onChange={() => {
                    setChosen(slot.startsAt);
                    setMissing(false);
                  }}
                />
                <span>{formatTime(slot.startsAt, visit.timeZone, i18n.language)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {slots !== null && (
        <button type="button" className="link-button" onClick={more} aria-disabled={loading || undefined}>
          {t('visitorVisits.moreSlots')}
        </button>
      )}
      {missing && <FormAlert>{t('global:form.required')}</FormAlert>}
      {move.error && <FormAlert>{t(`global:${move.error.key}`)}</FormAlert>}
    </VisitPanelForm>
  );
}

interface SlotDay {
  key: string;
  short: string;
  long: string;
  slots: FreeSlot[];
}

function groupByDay(slots: FreeSlot[], timeZone: string, language: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const long = formatDay(slot.startsAt, timeZone, language);
    const day = days.get(long) ?? {
      key: long,
      short: formatShortDay(slot.startsAt, timeZone, language),
      long,
      slots: [],
    };
    day.slots.push(slot);
    days.set(long, day);
  }
  return [...days.values()];
}
