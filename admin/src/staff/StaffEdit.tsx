import type { StaffAccountView } from '@app/contracts';
import {
  BooleanInput,
  Button,
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { ROLE_CHOICES } from './choices';

/** A staff member who lost their phone: two-factor sign-in off (they set it up again), sessions ended. */
const ResetTwoFactorButton = () => {
  const record = useRecordContext<StaffAccountView>();
  const { run, pending } = useCommand('staff');
  const translate = useTranslate();
  if (!record?.two_factor) return null;
  return (
    <Button
      label="resources.staff.actions.reset_two_factor"
      disabled={pending}
      onClick={() => {
        if (
          window.confirm(translate('resources.staff.actions.reset_two_factor_confirm', { name: record.name }))
        )
          void run(record.id, 'two-factor/reset', {}, 'resources.staff.actions.two_factor_reset');
      }}
    />
  );
};

const ReinviteButton = () => {
  const record = useRecordContext<StaffAccountView>();
  const { run, pending } = useCommand('staff');
  if (record?.status !== 'invited') return null;
  return (
    <Button
      label="resources.staff.actions.reinvite"
      disabled={pending}
      onClick={() => void run(record.id, 'invite', {}, 'resources.staff.actions.reinvited')}
    />
  );
};

const EditActions = () => (
  <TopToolbar>
    <ReinviteButton />
    <ResetTwoFactorButton />
  </TopToolbar>
);

/** No delete: a staff member is deactivated (the audit log keeps naming them). */
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const StaffEdit = () => (
  // Pessimistic: the API may refuse (the last superadmin), and the answer must show before the list does.
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <SimpleForm toolbar={<EditToolbar />}>
      <TextField source="email" />
      <TextInput source="name" validate={[required(), maxLength(120)]} />
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      <BooleanInput source="is_active" helperText="resources.staff.help.is_active" />
    </SimpleForm>
  </Edit>
);
