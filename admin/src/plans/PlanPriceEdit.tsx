import type { StaffPlanPriceRecord } from '@app/contracts';
import { Alert } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DeleteButton,
  Edit,
  minValue,
  NumberInput,
  type RaRecord,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const blankToNull = (value: string | number | null) => (value === '' || value === undefined ? null : value);
const toPlan = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.plan_id ? `plans/${data.plan_id}/show` : 'plans';

/** Changing a price does not touch checkouts already started: they keep the amount they were offered. */
const NewCheckoutsOnly = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('resources.plan-prices.new_checkouts_only')}
    </Alert>
  );
};

const Amounts = () => (
  <>
    <TextInput source="currency" validate={required()} helperText="resources.plan-prices.help.currency" />
    <NumberInput
      source="amount_minor"
      validate={[required(), minValue(1)]}
      helperText="resources.plan-prices.help.minor"
    />
    <NumberInput
      source="display_minor"
      validate={[required(), minValue(1)]}
      helperText="resources.plan-prices.help.display"
    />
    <NumberInput
      source="intro_amount_minor"
      parse={blankToNull}
      helperText="resources.plan-prices.help.intro"
    />
    <NumberInput
      source="intro_display_minor"
      parse={blankToNull}
      helperText="resources.plan-prices.help.intro"
    />
  </>
);

/** The price for every other country stays (checkout needs it): no Delete for it. */
const PriceToolbar = () => {
  const record = useRecordContext<StaffPlanPriceRecord>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {record && record.country_id !== null ? (
        <DeleteButton mutationMode="pessimistic" redirect={() => `plans/${record.plan_id}/show`} />
      ) : null}
    </Toolbar>
  );
};

export const PlanPriceEdit = () => (
  <Edit mutationMode="pessimistic" redirect={toPlan}>
    <SimpleForm toolbar={<PriceToolbar />}>
      <NewCheckoutsOnly />
      <ReferenceInput source="plan_id" reference="plans">
        <SelectInput optionText="name" disabled />
      </ReferenceInput>
      <ReferenceInput source="country_id" reference="countries">
        <AutocompleteInput optionText="name" disabled emptyText="resources.plan-prices.everywhere_else" />
      </ReferenceInput>
      <Amounts />
    </SimpleForm>
  </Edit>
);

export const PlanPriceCreate = () => (
  <Create redirect={toPlan}>
    <SimpleForm defaultValues={{ currency: 'INR' }}>
      <NewCheckoutsOnly />
      <ReferenceInput source="plan_id" reference="plans">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="country_id" reference="countries">
        <AutocompleteInput optionText="name" validate={required()} />
      </ReferenceInput>
      <Amounts />
    </SimpleForm>
  </Create>
);
