import { LANGUAGES } from '@creneau/contracts';
import {
  CheckboxGroupInput,
  DateInput,
  email,
  FormTab,
  NumberInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  minValue,
} from 'react-admin';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import * as c from './choices';
import { DepositInput, EnergyInputs } from './ListingLegalInputs';
import { ListingVisitsPanel } from './ListingVisitsPanel';
import { PhotoManager } from './PhotoManager';

const money = [minValue(0)];
const AGENT_FILTER = { authType: 'realtor', active: true };
const BY_LAST_NAME = { field: 'lastName', order: 'ASC' } as const;
const languageChoices = LANGUAGES.map((id) => ({ id, name: `languages.${id}` }));

/** Every field of a listing, grouped the way an agent thinks about a property. */
export function ListingForm({ editing = false }: { editing?: boolean }) {
  return (
    // No delete button: a listing is archived, never deleted (the API has no DELETE for it).
    // Nine tabs never fit a phone's width: they scroll, with arrows, instead of widening the page.
    <TabbedForm
      toolbar={<SaveOnlyToolbar />}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      <FormTab label="resources.listings.tabs.general">
        <TextInput source="reference" validate={required()} />
        <SelectInput source="transaction" choices={c.transactionChoices} validate={required()} />
        <SelectInput source="propertyType" choices={c.propertyTypeChoices} validate={required()} />
        <SelectInput source="status" choices={c.statusChoices} />
        {/* Every active realtor of the agency, by name: an agency rarely has more than a page of them. */}
        <ReferenceInput source="agentId" reference="users" filter={AGENT_FILTER} sort={BY_LAST_NAME} perPage={200}>
          <SelectInput
            optionText={(user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`}
          />
        </ReferenceInput>
        <TextInput source="title.fr" label="resources.listings.fields.titleFr" fullWidth />
        <TextInput source="title.nl" label="resources.listings.fields.titleNl" fullWidth />
        <TextInput source="title.en" label="resources.listings.fields.titleEn" fullWidth />
        <TextInput
          source="description.fr"
          label="resources.listings.fields.descriptionFr"
          multiline
          minRows={3}
          fullWidth
        />
        <TextInput
          source="description.nl"
          label="resources.listings.fields.descriptionNl"
          multiline
          minRows={3}
          fullWidth
        />
        <TextInput
          source="description.en"
          label="resources.listings.fields.descriptionEn"
          multiline
          minRows={3}
          fullWidth
        />
      </FormTab>
      <FormTab label="resources.listings.tabs.prices">
        <SelectInput source="currency" choices={c.currencyChoices} defaultValue="EUR" />
        <NumberInput source="rent" validate={money} />
        <NumberInput source="charges" validate={money} />
        <DepositInput />
        <NumberInput source="price" validate={money} />
        <NumberInput source="agencyFees" validate={money} />
        <SelectInput source="feesPaidBy" choices={c.feesPaidByChoices} />
      </FormTab>
      <FormTab label="resources.listings.tabs.property">
        <NumberInput source="surface" validate={minValue(1)} />
        <NumberInput source="rooms" step={1} validate={minValue(0)} />
        <NumberInput source="bedrooms" step={1} validate={minValue(0)} />
        <NumberInput source="floor" step={1} />
        <DateInput source="availableFrom" />
        <SelectInput source="buildingCondition" choices={c.conditionChoices} />
        <SelectInput source="heatingType" choices={c.heatingChoices} />
        <SelectInput source="kitchenKind" choices={c.kitchenChoices} />
        <CheckboxGroupInput source="features" choices={c.featureChoices} />
        <CheckboxGroupInput source="roomKinds" choices={c.roomChoices} />
        <CheckboxGroupInput source="outlooks" choices={c.outlookChoices} />
        <EnergyInputs />
      </FormTab>
      <FormTab label="resources.listings.tabs.address">
        <TextInput source="street" fullWidth />
        <TextInput source="postalCode" />
        <TextInput source="city" />
        <TextInput source="streetAlt" fullWidth helperText="resources.listings.help.addressAlt" />
        <TextInput source="cityAlt" />
        <NumberInput source="latitude" />
        <NumberInput source="longitude" />
        <SelectInput
          source="addressPrecision"
          choices={c.precisionChoices}
          helperText="resources.listings.help.addressPrecision"
        />
      </FormTab>
      <FormTab label="resources.listings.tabs.diffusion">
        <SelectInput source="diffusionMode" choices={c.diffusionChoices} />
        <SelectArrayInput source="portals" choices={c.portalChoices} />
      </FormTab>
      <FormTab label="resources.listings.tabs.visits">
        <NumberInput source="visitDurationMinutes" step={5} validate={minValue(5)} />
        <NumberInput source="visitBufferMinutes" step={5} validate={minValue(0)} />
        <NumberInput source="visitMinNoticeHours" step={1} validate={minValue(0)} />
        <NumberInput source="visitHorizonDays" step={1} validate={minValue(1)} />
        <NumberInput
          source="visitorsPerSlot"
          step={1}
          validate={minValue(1)}
          helperText="resources.listings.help.visitorsPerSlot"
        />
      </FormTab>
      <FormTab label="resources.listings.tabs.owner">
        <TextInput source="ownerName" helperText="resources.listings.help.owner" />
        <TextInput source="ownerEmail" type="email" validate={email()} />
        <SelectInput
          source="ownerLanguage"
          choices={languageChoices}
          helperText="resources.listings.help.ownerLanguage"
        />
      </FormTab>
      {editing && (
        <FormTab label="resources.listings.tabs.photos">
          <PhotoManager />
        </FormTab>
      )}
      {editing && (
        <FormTab label="resources.listings.tabs.visitLog">
          <ListingVisitsPanel />
        </FormTab>
      )}
    </TabbedForm>
  );
}
