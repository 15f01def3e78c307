/** Server messages of email verification, password reset and social sign-in (docs/api-accounts.md). */
export const VERIFICATION_MESSAGES = {
  sent: 'A fresh verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  verified: 'Your email address has been verified.',
  invalidLink: 'This verification link is invalid or has expired.',
} as const;

export const PASSWORD_MESSAGES = {
  resetLinkSent: 'If an account exists for that email, we have emailed a password reset link.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  reset: 'Your password has been reset. Please sign in with your new password.',
  changed: 'Your password has been changed.',
  currentIncorrect: 'The current password is incorrect.',
} as const;

export const SOCIAL_MESSAGES = {
  notVerified: 'The social sign-in could not be verified.',
  providerNotConfigured: 'This sign-in provider is not available.',
  signedIn: 'Signed in successfully.',
} as const;
