import {
  Create,
  email,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import { ROLE_CHOICES } from './choices';

const InviteToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.staff.actions.invite" />
  </Toolbar>
);

/** An invitation: the new staff member gets an e-mail with a one-time link to set their password. */
export const StaffCreate = () => (
  <Create redirect="list" title="resources.staff.actions.invite_title">
    <SimpleForm toolbar={<InviteToolbar />}>
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(191)]} />
      <TextInput source="name" validate={[required(), maxLength(120)]} />
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
    </SimpleForm>
  </Create>
);
