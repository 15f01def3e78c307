/** Sends the browser to the provider's hosted onboarding (Stripe Connect); an object so tests can watch it. */
export const onboarding = {
  open: (url: string) => window.location.assign(url),
};
