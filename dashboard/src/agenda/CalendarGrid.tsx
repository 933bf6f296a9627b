import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { todayKey, wallMinutes, zonedInstant, type DayKey } from './calendar-days';
import {
  absenceSpans,
  hoursOf,
  lunchBreak,
  offHours,
  visibleHours,
  visitBlocks,
  type Span,
  type VisitBlock,
} from './day-layout';
import type { AgendaAbsence, AgendaListing, AgendaVisit, WorkingDay } from './types';
import { STATUS_STYLE, candidateName } from './visit-style';

const HOUR_PX = 64;

interface GridProps {
  days: DayKey[];
  timeZone: string;
  now: number;
  workingHours: WorkingDay[] | undefined;
  absences: AgendaAbsence[];
  visits: AgendaVisit[];
  listings: Map<string, AgendaListing>;
  onVisit: (visit: AgendaVisit) => void;
  onDay: (day: DayKey) => void;
}

/** The agency's clock down the side, one column per day; everything placed by the agency's wall time. */
export function CalendarGrid(props: GridProps) {
  const [locale] = useLocaleState();
  const columns = props.days.map((day) => ({ day, blocks: visitBlocks(day, props.visits, props.timeZone) }));
  const range = visibleHours(
    props.days,
    props.workingHours,
    columns.flatMap((column) => column.blocks),
  );
  const hours = Array.from({ length: range.last - range.first }, (_, index) => range.first + index);
  const today = todayKey(props.now, props.timeZone);
  const template = `3.25rem repeat(${props.days.length}, minmax(0, 1fr))`;
  return (
    <Box role="grid" aria-readonly sx={{ minWidth: 0 }}>
      <Box
        role="row"
        sx={{
          display: 'grid',
          gridTemplateColumns: template,
          position: 'sticky',
          top: 0,
          zIndex: 3,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box />
        {props.days.map((day) => (
          <DayHeading key={day} day={day} today={day === today} locale={locale} timeZone={props.timeZone} />
        ))}
      </Box>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: template }}>
        <Box data-testid="agenda-hours" sx={{ position: 'relative', height: hours.length * HOUR_PX }}>
          {hours.map((hour, index) => (
            <Typography
              key={hour}
              variant="caption"
              color="text.secondary"
              sx={{ position: 'absolute', top: index * HOUR_PX - 8, right: 6, display: index === 0 ? 'none' : 'block' }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Typography>
          ))}
        </Box>
        {columns.map(({ day, blocks }) => (
          <DayColumn
            key={day}
            {...props}
            day={day}
            blocks={blocks}
            first={range.first * 60}
            height={hours.length * HOUR_PX}
            today={day === today}
          />
        ))}
      </Box>
    </Box>
  );
}

function DayHeading(props: { day: DayKey; today: boolean; locale: string; timeZone: string }) {
  const noon = zonedInstant(props.day, 12 * 60, props.timeZone);
  const weekday = new Intl.DateTimeFormat(props.locale, { weekday: 'short', timeZone: props.timeZone }).format(noon);
  const date = new Intl.DateTimeFormat(props.locale, { day: 'numeric', timeZone: props.timeZone }).format(noon);
  return (
    <Box
      role="columnheader"
      aria-current={props.today ? 'date' : undefined}
      sx={{ textAlign: 'center', py: 0.75, borderLeft: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography variant="caption" sx={{ textTransform: 'uppercase', color: 'text.secondary', display: 'block' }}>
        {weekday}
      </Typography>
      <Box
        component="span"
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 30,
          height: 30,
          borderRadius: '50%',
          fontWeight: 700,
          bgcolor: props.today ? 'primary.main' : 'transparent',
          color: props.today ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {date}
      </Box>
    </Box>
  );
}

function DayColumn(
  props: GridProps & { day: DayKey; blocks: VisitBlock[]; first: number; height: number; today: boolean },
) {
  const translate = useTranslate();
  const hours = hoursOf(props.workingHours, props.day);
  const lunch = lunchBreak(hours);
  const place = (span: Span) => ({
    top: ((span.start - props.first) / 60) * HOUR_PX,
    height: Math.max(((span.end - span.start) / 60) * HOUR_PX, 0),
  });
  const nowTop = props.today ? place({ start: wallMinutes(props.now, props.timeZone), end: 0 }).top : null;
  return (
    <Box
      role="gridcell"
      data-testid="agenda-day"
      data-day={props.day}
      onClick={(event) => event.target === event.currentTarget && props.onDay(props.day)}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: props.height,
        borderLeft: 1,
        borderColor: 'divider',
        backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgba(0,0,0,0.08) ${HOUR_PX - 1}px, rgba(0,0,0,0.08) ${HOUR_PX}px)`,
        cursor: 'copy',
      }}
    >
      {offHours(hours).map((span) => (
        <Layer key={span.start} testId="agenda-off" style={place(span)} sx={{ bgcolor: 'rgba(23,32,51,0.06)' }} />
      ))}
      {lunch && (
        <Layer
          testId="agenda-lunch"
          style={place(lunch)}
          sx={{ background: 'repeating-linear-gradient(135deg, #f3f4f8 0 6px, #e7e9f0 6px 12px)' }}
        >
          {translate('agenda.grid.lunch')}
        </Layer>
      )}
      {absenceSpans(props.day, props.absences, props.timeZone).map((span) => (
        <Layer
          key={span.absence.id}
          testId="agenda-absence"
          style={place(span)}
          sx={{
            background: 'repeating-linear-gradient(135deg, #fdecea 0 6px, #f9d6d2 6px 12px)',
            color: '#8a1c1c',
            zIndex: 1,
          }}
        >
          {span.absence.reason || translate('agenda.grid.absent')}
        </Layer>
      ))}
      {props.blocks.map((block) => (
        <VisitCard key={block.visit.id} {...props} block={block} style={place(block)} />
      ))}
      {nowTop !== null && nowTop >= 0 && nowTop <= props.height && (
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: 0, right: 0, top: nowTop, height: 2, bgcolor: 'error.main', zIndex: 2 }}
        />
      )}
    </Box>
  );
}

function Layer(props: { testId: string; style: object; sx: object; children?: ReactNode }) {
  return (
    <Box
      data-testid={props.testId}
      aria-hidden={props.children ? undefined : true}
      style={props.style}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        pointerEvents: 'none',
        overflow: 'hidden',
        fontSize: '0.7rem',
        px: 0.5,
        pt: 0.25,
        color: 'text.secondary',
        ...props.sx,
      }}
    >
      {props.children}
    </Box>
  );
}

// Read by screen readers, not shown.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function VisitCard(props: GridProps & { block: VisitBlock; style: { top: number; height: number } }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { visit, lane, lanes } = props.block;
  const colours = STATUS_STYLE[visit.status];
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: props.timeZone });
  const reference = props.listings.get(visit.listingId)?.reference ?? '';
  const from = time.format(Date.parse(visit.startsAt));
  const status = translate(`enums:visitStatus.${visit.status}`);
  // Cancelled and moved visits stay on the grid as history, behind and fainter than live ones.
  const ended = visit.status === 'cancelled' || visit.status === 'rescheduled';
  return (
    <Box
      component="button"
      type="button"
      data-testid="agenda-visit"
      data-status={visit.status}
      onClick={() => props.onVisit(visit)}
      style={{
        top: props.style.top + 1,
        height: Math.max(props.style.height - 2, 20),
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
      }}
      sx={{
        position: 'absolute',
        zIndex: ended ? 1 : 2,
        overflow: 'hidden',
        textAlign: 'left',
        font: 'inherit',
        fontSize: '0.72rem',
        lineHeight: 1.25,
        cursor: 'pointer',
        border: 0,
        borderLeft: `4px solid ${colours.border}`,
        borderRadius: 1,
        bgcolor: colours.background,
        color: colours.text,
        px: 0.5,
        py: 0.25,
        opacity: ended ? 0.75 : 1,
        boxShadow: ended ? 'none' : '0 1px 2px rgba(0,0,0,0.12)',
        '&:hover, &:focus-visible': { outline: `2px solid ${colours.border}`, zIndex: 4 },
      }}
    >
      <Box
        component="span"
        sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        <strong>{from}</strong>{' '}
        <span style={{ textDecoration: ended ? 'line-through' : 'none' }}>{candidateName(visit)}</span>
        {/* A request the rules put on the waiting list or declined, and an agent booked anyway, says so. */}
        {visit.prequalification && visit.prequalification.verdict !== 'book' && (
          <em data-testid="visit-block-verdict">
            {` · ${translate('prequalification.visit.flag', { verdict: translate(`global:verdict.${visit.prequalification.verdict}`) })}`}
          </em>
        )}
      </Box>
      <Box
        component="span"
        sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {reference}
      </Box>
      {/* Named by what it shows, then its status (WCAG 2.5.3: the spoken name starts with the visible words). */}
      <Box component="span" sx={visuallyHidden}>
        {` · ${status}`}
      </Box>
    </Box>
  );
}
