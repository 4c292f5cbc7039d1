import { CONTENT_LIMITS, type StaffTutorial } from '@app/contracts';
import {
  BooleanInput,
  DataTable,
  maxLength,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput';
import { ContentList, contentEditors, contentFilters, PublishedColumn } from '../content/ContentScreens';

const filters = contentFilters('resources.tutorials.search');

const Column = DataTable.Col<StaffTutorial>;

export const TutorialList = () => (
  <ContentList filters={filters} sort={{ field: 'position', order: 'ASC' }}>
    <Column source="position" />
    <Column source="title" />
    <Column source="link" disableSort />
    <PublishedColumn />
  </ContentList>
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

export const { create: TutorialCreate, edit: TutorialEdit } = contentEditors(TutorialForm, 'list');
