/** A state or union territory of India as GST names it. */
export interface GstState {
  /** The id of the state in the locations reference data (the @countrystatecity data set). */
  stateId: number;
  /** The GST state code: the first two digits of every GSTIN registered there. */
  code: string;
  name: string;
}

/**
 * The place-of-supply code of a recipient outside India (the GST portal's "Other Countries"), printed on
 * export invoices (decision 036).
 */
export const FOREIGN_PLACE_OF_SUPPLY_CODE = '96';

/**
 * Every state and union territory of India in the reference data with its GST state code. Codes 25 (the
 * former Daman and Diu) and 28 (the former Andhra Pradesh) are retired, 97 and 99 are not places a member
 * lives in.
 */
const GST_STATES: readonly GstState[] = [
  { stateId: 4029, code: '01', name: 'Jammu and Kashmir' },
  { stateId: 4020, code: '02', name: 'Himachal Pradesh' },
  { stateId: 4015, code: '03', name: 'Punjab' },
  { stateId: 4031, code: '04', name: 'Chandigarh' },
  { stateId: 4016, code: '05', name: 'Uttarakhand' },
  { stateId: 4007, code: '06', name: 'Haryana' },
  { stateId: 4021, code: '07', name: 'Delhi' },
  { stateId: 4014, code: '08', name: 'Rajasthan' },
  { stateId: 4022, code: '09', name: 'Uttar Pradesh' },
  { stateId: 4037, code: '10', name: 'Bihar' },
  { stateId: 4034, code: '11', name: 'Sikkim' },
  { stateId: 4024, code: '12', name: 'Arunachal Pradesh' },
  { stateId: 4018, code: '13', name: 'Nagaland' },
  { stateId: 4010, code: '14', name: 'Manipur' },
  { stateId: 4036, code: '15', name: 'Mizoram' },
  { stateId: 4038, code: '16', name: 'Tripura' },
  { stateId: 4006, code: '17', name: 'Meghalaya' },
  { stateId: 4027, code: '18', name: 'Assam' },
  { stateId: 4853, code: '19', name: 'West Bengal' },
  { stateId: 4025, code: '20', name: 'Jharkhand' },
  { stateId: 4013, code: '21', name: 'Odisha' },
  { stateId: 4040, code: '22', name: 'Chhattisgarh' },
  { stateId: 4039, code: '23', name: 'Madhya Pradesh' },
  { stateId: 4030, code: '24', name: 'Gujarat' },
  { stateId: 4033, code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { stateId: 4008, code: '27', name: 'Maharashtra' },
  { stateId: 4026, code: '29', name: 'Karnataka' },
  { stateId: 4009, code: '30', name: 'Goa' },
  { stateId: 4019, code: '31', name: 'Lakshadweep' },
  { stateId: 4028, code: '32', name: 'Kerala' },
  { stateId: 4035, code: '33', name: 'Tamil Nadu' },
  { stateId: 4011, code: '34', name: 'Puducherry' },
  { stateId: 4023, code: '35', name: 'Andaman and Nicobar Islands' },
  { stateId: 4012, code: '36', name: 'Telangana' },
  { stateId: 4017, code: '37', name: 'Andhra Pradesh' },
  { stateId: 4852, code: '38', name: 'Ladakh' },
];

const BY_STATE_ID = new Map(GST_STATES.map((s) => [s.stateId, s]));
const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

export const gstStateById = (stateId: number): GstState | undefined => BY_STATE_ID.get(stateId);
export const gstStateByCode = (code: string): GstState | undefined => BY_CODE.get(code);
export const allGstStates = (): readonly GstState[] => GST_STATES;
