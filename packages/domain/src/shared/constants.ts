/** Business constants of spec point 9, in one place for web and server. */
export const TOKEN_MIN_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_COUNTRY_CODE = '+1';
export const ROLE_IDS = { admin: 1, shop: 2, customer: 3 } as const;
export const SHOWROOM_ID_LENGTH = 8;
export const SHOWROOM_LOOKUP_MIN = 2;
export const REMEMBER_ME_DAYS = 340;
export const OTP_COOKIE_DAYS = 340;
export const USER_TYPE_COOKIE_DAYS = 1;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_MS = 10_000;
export const DEFAULT_PAGE_SIZE = 10;
export const TIME_ZONE = 'America/Los_Angeles';
export const BREAKPOINTS = { mobile: 768, tablet: 1024, mobileMenu: 1199 } as const;
export const PREMIUM_BRANDING_AMOUNT = 199;
export const MIN_MARKUP_PERCENT = 10;

/** Session lifetimes (product.md: 30 days; 340 days with remember me). */
export const SESSION_DAYS = 30;
export const REMEMBERED_SESSION_DAYS = 340;

/** Admin OTP: 6 digits, 10 minutes, burned after 5 wrong tries. */
export const OTP_DIGITS = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Sign-in throttle (docs/api-accounts.md): 10 failures in 15 minutes for one account from one address, 50 from
 * one address over all accounts; never a lock on the account as such, so its owner signs in from elsewhere.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
export const LOGIN_WINDOW_MINUTES = 15;

/** Order policies (spec point 9, product.md "Money"). */
export const CANCEL_WINDOW_MINUTES = 60;
export const RETURN_WINDOW_DAYS = 12;
/** Pending contractor profits become available this many business days (Mon–Fri) after payment. */
export const CONTRACTOR_FUNDS_BUSINESS_DAYS = 46;
export const NEGATIVE_BALANCE_DUE_DAYS = 10;
/** Return shipping in cents when the `return_shipping_cents` setting is absent; the restocking fee's cap. */
export const DEFAULT_RETURN_SHIPPING_CENTS = 1500;
