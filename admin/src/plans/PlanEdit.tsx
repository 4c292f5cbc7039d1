import { Edit, maxLength, required, SimpleForm, TextInput } from 'react-admin';

/** A plan's name (what staff and invoices show); its kind, product line and duration stay as they are. */
export const PlanEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
    </SimpleForm>
  </Edit>
);
