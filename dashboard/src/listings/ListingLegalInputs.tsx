import { minValue, NumberInput, SelectInput, useTranslate } from 'react-admin';
import * as c from './choices';
import { useListingTerms } from './useListingTerms';

const money = [minValue(0)];

/** The deposit, named as the listing's country names it: dépôt de garantie in France, garantie locative in Belgium. */
export function DepositInput() {
  const translate = useTranslate();
  const { context } = useListingTerms();
  return (
    <NumberInput
      source="deposit"
      label={translate('resources.listings.fields.deposit', { context })}
      validate={money}
    />
  );
}

/** DPE and climate class in France; in Belgium the PEB/EPC certificate, which has no climate class. */
export function EnergyInputs() {
  const translate = useTranslate();
  const { context, belgian } = useListingTerms();
  const ratings = c.energyRatingChoices.map((choice) => ({ ...choice, name: translate(choice.name, { context }) }));
  return (
    <>
      <SelectInput
        source="energyRating"
        label={translate('resources.listings.fields.energyRating', { context })}
        choices={ratings}
        translateChoice={false}
      />
      <SelectInput source="energyClass" choices={c.energyClassChoices} />
      {!belgian && <SelectInput source="climateClass" choices={c.energyClassChoices} />}
    </>
  );
}
