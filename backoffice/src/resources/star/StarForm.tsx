/**
 * A plain form for one Star; the order of the stars is set by dragging them on the board (StarBoard.tsx).
 * Times are entered in the admin's browser time zone (Denmark in practice) and stored UTC.
 */
import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  required,
} from 'react-admin';
import { starKindChoices } from '../../components/choices';

function StarFields() {
  return (
    <SimpleForm>
      <SelectInput source="kind" choices={starKindChoices} validate={required()} />
      <ReferenceInput source="talentId" reference="talents">
        <AutocompleteInput optionText="displayName" />
      </ReferenceInput>
      <ReferenceInput source="menuId" reference="menus">
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <NumberInput source="position" step={1} validate={required()} />
      <DateTimeInput source="startsAt" />
      <DateTimeInput source="endsAt" />
    </SimpleForm>
  );
}

export function StarEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <StarFields />
    </Edit>
  );
}

export function StarCreate() {
  return (
    <Create redirect="list">
      <StarFields />
    </Create>
  );
}
