import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  ShowButton,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { StaffCouponRecord } from '@app/contracts';
import { CouponForm } from './CouponForm';

/**
 * Delete is offered only for a coupon nobody has paid with (the API refuses the others with 409 and a
 * message saying to deactivate instead; a payment under way can still make it refuse).
 */
const CouponToolbar = () => {
  const record = useRecordContext<StaffCouponRecord>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {record && record.uses === 0 ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
};

export const CouponEdit = () => (
  <Edit
    mutationMode="pessimistic"
    actions={
      <TopToolbar>
        <ShowButton />
      </TopToolbar>
    }
  >
    <CouponForm toolbar={<CouponToolbar />} />
  </Edit>
);

export const CouponCreate = () => (
  <Create redirect="list">
    <CouponForm />
  </Create>
);
