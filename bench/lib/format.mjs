// Cell formatting for the table: few digits, units always shown.
export function rate(perSecond) {
  return `${Math.round(perSecond).toLocaleString('en-US')}/s`;
}

export function ms(value) {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

export function bytes(value) {
  return `${Math.round(value).toLocaleString('en-US')} B`;
}

export function ratio(value) {
  return value == null || Number.isNaN(value) ? '—' : `${value.toFixed(2)}×`;
}
