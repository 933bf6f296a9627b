import { AutocompleteArrayInput, useLocaleState } from 'react-admin';

// Where an agency's candidates plausibly live: the European Economic Area, the United Kingdom and
// Switzerland. SMS to any other country are refused (SMS pumping); the API accepts any ISO code.
const NEARBY = 'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(
  ' ',
);

/** The countries SMS may go to besides the agency's own, named in the reader's language. */
export function SmsCountriesInput() {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const choices = NEARBY.map((id) => ({ id, name: names.of(id) ?? id })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
  return (
    <AutocompleteArrayInput
      source="smsCountries"
      choices={choices}
      helperText="resources.agencies.help.smsCountries"
      sx={{ minWidth: 320 }}
    />
  );
}
