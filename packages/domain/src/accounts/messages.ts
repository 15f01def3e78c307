/** User-facing texts the spec fixes (points 4, 5 and 8). */
export const MESSAGES = {
  invalidGiven: 'The given data was invalid.',
  invalidGivenReplacement: 'Invalid input OR some mandatory fields are blank.',
  unauthenticated: 'Unauthenticated.',
  recordNotFound: 'Record not found for processing.',
  internalError: 'Internal Server error please try again.',
  notAuthorized: 'You are not authorized to access this page.',
  /** An admin's token before the mailed one-time code (decision 0001): no admin action yet. */
  adminOtpRequired: 'Please verify the code sent to your email first.',
  deactivated: "Your account has been deactivated. Please contact the provider's support.",
  pendingApproval: 'Your account is currently pending approval by the provider.',
  loggedOut: 'Logged Out Successfully',
  projectCreateFailed: 'Internal server error.',
  pleaseLogin: 'Please login to proceed.',
  invalidCardNumber: 'Invalid Card Number.',
  invalidExpiry: 'Invalid Expiration Date.',
  invalidCvc: 'Invalid CVC.',
  showroomNotFound: 'No Showroom Found, Please Enter Correct Showroom Id.',
  wrongCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

export const imageSizeMessage = (field: string, w: number, h: number) =>
  `The ${field} field must be Minimum ${w} X ${h} pixels.`;
