import { CONTENT_LIMITS, type StaffTutorial } from '@app/contracts';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  Edit,
  EditButton,
  List,
  maxLength,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput';
import { SearchField } from '../shared/SearchField';

const filters = [<SearchField key="q" source="q" alwaysOn placeholder="resources.tutorials.search" />];

const Column = DataTable.Col<StaffTutorial>;

export const TutorialList = () => (
  <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
    <DataTable<StaffTutorial> rowClick="edit" bulkActionButtons={false}>
      <Column source="position" />
      <Column source="title" />
      <Column source="link" disableSort />
      <Column source="published">
        <BooleanField source="published" />
      </Column>
      <Column source="updated_at">
        <DateField source="updated_at" showTime />
      </Column>
      <Column label={false} disableSort>
        <EditButton />
      </Column>
    </DataTable>
  </List>
);

const TutorialForm = () => (
  <SimpleForm>
    <TextInput source="title" validate={[required(), maxLength(CONTENT_LIMITS.titleMax)]} fullWidth />
    <TextInput source="link" type="url" fullWidth helperText="resources.tutorials.link_help" />
    <NumberInput source="position" step={1} validate={minValue(0)} defaultValue={0} />
    <ImageUploadInput source="image" label="resources.tutorials.fields.image" />
    <BooleanInput source="published" defaultValue />
  </SimpleForm>
);

export const TutorialCreate = () => (
  <Create redirect="list">
    <TutorialForm />
  </Create>
);

export const TutorialEdit = () => (
  <Edit mutationMode="pessimistic" actions={false}>
    <TutorialForm />
  </Edit>
);
