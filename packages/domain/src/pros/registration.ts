import { z } from 'zod';
import {
  checkPhone,
  emailField,
  fullNameField,
  newPasswordField,
  phoneFields,
} from '../accounts/registration.ts';
import { DEFAULT_COUNTRY_CODE } from '../shared/constants.ts';
import { text, usState, usZip } from '../shared/fields.ts';
import { inviteTokenField } from './invite-token.ts';
import { vsdIdField } from './vsd-id.ts';

export const PRO_TRADES = ['contractor', 'designer'] as const;
export type ProTrade = (typeof PRO_TRADES)[number];

/** The admin verifies a pro's licence within this many hours (spec point 1). */
export const VERIFICATION_PROMISE_HOURS = 24;

const max = (label: string, n: number) => `The ${label} may not be greater than ${n} characters.`;

/**
 * POST /api/register/contractor (/register/contractor): the pro, the company and its showroom ID (suggested
 * from the company name when left out), the licence the admin verifies, the business address and the trade.
 */
export const contractorRegisterSchema = z
  .object({
    company_name: text('company name').max(120, max('company name', 120)),
    full_name: fullNameField,
    email: emailField,
    password: newPasswordField,
    ...phoneFields,
    country_code: phoneFields.country_code.optional().default(DEFAULT_COUNTRY_CODE),
    license_number: text('license number')
      .max(40, max('license number', 40))
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
        'The license number may contain only letters, digits and dashes.',
      ),
    license_state: usState('license state').transform((v) => v.toUpperCase()),
    business_street: text('business street').max(200, max('business street', 200)),
    business_city: text('business city').max(100, max('business city', 100)),
    business_state: usState('business state').transform((v) => v.toUpperCase()),
    business_zip_code: usZip('business zip code'),
    trade: z.enum(PRO_TRADES, { error: 'Choose contractor or designer.' }),
    vsd_id: vsdIdField.optional(),
    agree: z.literal(true, { error: 'You must agree to the Terms of Service.' }),
    /** A pro's designer invitation (its link's token): accepted when the invited address registers as a designer. */
    invite: inviteTokenField,
  })
  .superRefine(checkPhone);
export type ContractorRegisterInput = z.input<typeof contractorRegisterSchema>;
export type ContractorRegisterData = z.output<typeof contractorRegisterSchema>;

export const PRO_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ProApplicationStatus = (typeof PRO_APPLICATION_STATUSES)[number];

/** Where a pro's verification stands: /account_verify shows it, the admin's queue lists the pending ones. */
export const verificationSchema = z.object({
  status: z.enum(PRO_APPLICATION_STATUSES),
  submitted_at: z.string(),
  /** The 24-hour promise: submitted_at + 24 h. */
  due_at: z.string(),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const dueAt = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + VERIFICATION_PROMISE_HOURS * 3_600_000);

/** The admin's reason for declining: shown to the pro and mailed. */
export const declineSchema = z.object({
  reason: text('reason').max(500, max('reason', 500)),
});
