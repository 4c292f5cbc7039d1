/**
 * User-visible texts of the seeds, spelt exactly as the existing clients show them (typos included:
 * changing them would break clients that compare strings).
 */
export const Messages = {
  accountNotVerified: 'Account is not varified',
  pleaseVerify: 'Please Verify',
  emailVerified: 'Email is varified successfully',
  otpResent: 'Otp resend to your email successfully.',
  otpVerifyFail: 'otp Verify Fail',
  acceptTerms: 'Please accept Terms & Privacy',
  incorrectLogin: 'Incorrect username and password. ',
  passwordUpdated: 'Password Updated Successful',
  couponApplied: 'Coupon Apply successfully',
  recordsDeleted: 'Record(s) has been deleted successfully',
  subscribeToAccess: 'You need to subscribe to acceess this facility',
  pleaseUpdateProfile: 'Please Update Profile!!!',
  postCreateFailed: 'One Field Is Required too',
  genericError: 'Error occurred!',
  paymentSuccess: 'Your Payment Was Successful!',
  paymentInProgress: 'Your subscription process is in progress. Do not refresh or leave page',
  paymentFailed: 'Opps ! Something Went Wrong',
  noFollowing: 'No Following',
  noRequest: 'No Request',
  noFollowers: 'No followers',
  eliteModalTitle: 'Make this an Elite Account',
  blogsComingSoon: 'Blogs will be coming soon...',
} as const;
