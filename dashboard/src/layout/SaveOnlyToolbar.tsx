import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar for records the API keeps for good (listings are archived, agencies stay). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
