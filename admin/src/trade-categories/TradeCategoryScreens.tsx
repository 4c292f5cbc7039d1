import { LEAD_LIMITS, type StaffTradeCategory } from '@app/contracts';
import {
  Create,
  CreateButton,
  DataTable,
  DateField,
  DeleteButton,
  Edit,
  EditButton,
  List,
  maxLength,
  minValue,
  NumberInput,
  required,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Column = DataTable.Col<StaffTradeCategory>;

/**
 * The trade categories (decision 300): vendors pick up to five, requirements are filed under one, and a
 * requirement's words are matched against each category's keywords to suggest its category.
 */
export const TradeCategoryList = () => (
  <List
    filters={filters}
    actions={<ListActions create />}
    empty={<EmptyList message="app.empty.trade_categories" action={<CreateButton />} />}
    sort={{ field: 'position', order: 'ASC' }}
    perPage={25}
  >
    <DataTable<StaffTradeCategory> rowClick="edit">
      <Column source="position" />
      <Column source="name_en" />
      <Column source="name_hi" disableSort />
      <Column source="keywords" disableSort />
      <Column source="updated_at" disableSort>
        <DateField source="updated_at" showTime />
      </Column>
      <Column label={false} disableSort>
        <EditButton />
      </Column>
      <Column label={false} disableSort>
        {/* Vendors lose a removed category at once: confirmed, not undoable. */}
        <DeleteButton mutationMode="pessimistic" />
      </Column>
    </DataTable>
  </List>
);

/** The same checks as the API (TradeCategoryDto). */
const validate = {
  name: [required(), maxLength(LEAD_LIMITS.nameMaxLength)],
  keywords: [maxLength(LEAD_LIMITS.keywordsMaxLength)],
  position: [minValue(0)],
};

const TradeCategoryForm = () => (
  <SimpleForm>
    <TextInput source="name_en" validate={validate.name} />
    <TextInput source="name_hi" validate={validate.name} />
    <TextInput
      source="keywords"
      validate={validate.keywords}
      multiline
      helperText="resources.trade-categories.help.keywords"
    />
    <NumberInput
      source="position"
      validate={validate.position}
      helperText="resources.trade-categories.help.position"
    />
  </SimpleForm>
);

export const TradeCategoryCreate = () => (
  <Create redirect="list" record={{ position: 0, keywords: '' }}>
    <TradeCategoryForm />
  </Create>
);

export const TradeCategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <TradeCategoryForm />
  </Edit>
);
