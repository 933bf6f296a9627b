import './SampleWeek.css';

const DAYS = 5;
const SLOTS_PER_DAY = 6;
// [day, slot] pairs drawn as booked, chosen to look like a believable week.
const BOOKED = new Set(['0-1', '1-3', '1-4', '2-0', '3-2', '4-1', '4-5']);

/** Decoration only: a week of visit slots, some of them booked. */
export function SampleWeek() {
  return (
    <div className="sample-week" aria-hidden="true">
      {Array.from({ length: DAYS }, (_, day) => (
        <div key={day} className="sample-week__day">
          <span className="sample-week__label" />
          {Array.from({ length: SLOTS_PER_DAY }, (_, slot) => (
            <span
              key={slot}
              className={BOOKED.has(`${day}-${slot}`) ? 'sample-week__slot is-booked' : 'sample-week__slot'}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
