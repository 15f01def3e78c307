import { splitFullName } from '@app/domain';
import { periodEndOf } from '@app/domain/subscriptions/periods';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { SandboxPaymentProvider } from '../../modules/payments/sandbox-provider.ts';
import type { Database } from '../client.ts';
import {
  addresses,
  proApplications,
  settings,
  showrooms,
  subscriptions,
  users,
  vendorApplications,
} from '../schema/index.ts';

export const DEMO_PASSWORD = 'demo-pass-2026';
/** The card the demo contractor's Premium plan renews with (the sandbox charges it). */
const DEMO_CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  nameOnCard: 'Carlos Contractor',
};
/** Marks the demo accounts as seeded, so they are created once even if an operator later edits or removes them. */
export const DEMO_ACCOUNTS_MARKER = 'internal.seed.demo_accounts';
/** Serialises seeding between processes sharing one PostgreSQL. */
const SEED_LOCK = 727_002;

type DemoAccount = {
  email: string;
  fullName: string;
  type: 'User' | 'Contractor' | 'Vendor' | 'Admin';
  shipping?: { street: string; city: string; state: string; zipCode: string };
  showroom?: {
    vsdId: string;
    companyName: string;
    themeColor?: string;
    businessLogo?: string;
    basicAddon?: string;
    customAddon?: string;
    showroomSubscription?: string;
    defaultMarkupBps: number;
    live?: boolean;
  };
  premium?: boolean;
  /** A pro whose licence the admin approved (the demo interior designer homeowners can hire, issue 24). */
  approved?: Omit<typeof proApplications.$inferInsert, 'userId' | 'status'>;
  /** A pro still waiting for the admin's licence check (status Pending, showroom not live). */
  pending?: Omit<typeof proApplications.$inferInsert, 'userId'>;
  /** A vendor still waiting for the admin's approval (status Pending; its brands are created on approval). */
  vendorPending?: Omit<typeof vendorApplications.$inferInsert, 'userId'>;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'homeowner@demo.test',
    fullName: 'Hannah Homeowner',
    type: 'User',
    shipping: { street: '500 Valencia St', city: 'San Francisco', state: 'CA', zipCode: '94110' },
  },
  {
    email: 'contractor@demo.test',
    fullName: 'Carlos Contractor',
    type: 'Contractor',
    showroom: {
      vsdId: 'DEMO2026',
      companyName: 'Golden State Remodeling',
      themeColor: '#b45309',
      businessLogo: '/media/showrooms/DEMO2026.webp',
      basicAddon: 'active',
      customAddon: 'active',
      showroomSubscription: 'Premium',
      defaultMarkupBps: 1500,
    },
    premium: true,
  },
  {
    email: 'contractor2@demo.test',
    fullName: 'Bea Builder',
    type: 'Contractor',
    showroom: {
      vsdId: 'BAYPRO01',
      companyName: 'Bay Area Pro Builders',
      basicAddon: 'active',
      showroomSubscription: 'Basic',
      defaultMarkupBps: 1200,
    },
  },
  {
    email: 'designer@demo.test',
    fullName: 'Dana Lane',
    type: 'Contractor',
    showroom: {
      vsdId: 'DANALANE',
      companyName: 'Dana Lane Interiors',
      basicAddon: 'active',
      showroomSubscription: 'Basic',
      defaultMarkupBps: 1000,
    },
    approved: {
      trade: 'designer',
      licenseNumber: 'ID-2231907',
      licenseState: 'CA',
      businessStreet: '250 King St',
      businessCity: 'San Francisco',
      businessState: 'CA',
      businessZipCode: '94107',
    },
  },
  {
    email: 'pro-pending@demo.test',
    fullName: 'Paula Pending',
    type: 'Contractor',
    showroom: { vsdId: 'COASTKIT', companyName: 'Coastline Kitchens', defaultMarkupBps: 1000, live: false },
    pending: {
      trade: 'contractor',
      licenseNumber: 'C6-1045221',
      licenseState: 'CA',
      businessStreet: '88 Harbor Way',
      businessCity: 'Santa Cruz',
      businessState: 'CA',
      businessZipCode: '95060',
    },
  },
  { email: 'vendor@demo.test', fullName: 'Vera Vendor', type: 'Vendor' },
  {
    email: 'vendor-pending@demo.test',
    fullName: 'Nora Redwood',
    type: 'Vendor',
    vendorPending: {
      companyName: 'Redwood Surfaces',
      contactName: 'Nora Redwood',
      phone: '+1 4155550100',
      website: 'https://redwood-surfaces.example.com/',
      brandNames: ['Redwood Surfaces', 'Madrone Millwork'],
    },
  },
  { email: 'admin@demo.test', fullName: 'Ada Admin', type: 'Admin' },
];

/** Creates the demo accounts of product.md once. Returns true when this call created them. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, DEMO_ACCOUNTS_MARKER));
    if (done) return false;
    const now = new Date();
    for (const account of DEMO_ACCOUNTS) {
      const { first_name, last_name } = splitFullName(account.fullName);
      const [user] = await tx
        .insert(users)
        .values({
          type: account.type,
          status: account.pending || account.vendorPending ? 'Pending' : 'Active',
          fullName: account.fullName,
          firstName: first_name,
          lastName: last_name,
          email: account.email,
          passwordHash,
          phoneNumber: '4155550100',
          zipCode: account.shipping?.zipCode ?? '94105',
          emailVerifiedAt: now,
          agreedTermsAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue; // an account with this email already exists: leave it alone
      if (account.shipping) {
        await tx.insert(addresses).values({ userId: user.id, kind: 'shipping', ...account.shipping });
      }
      if (account.showroom) {
        await tx
          .insert(showrooms)
          .values({ userId: user.id, ...account.showroom })
          .onConflictDoNothing();
      }
      if (account.pending) await tx.insert(proApplications).values({ userId: user.id, ...account.pending });
      if (account.approved)
        await tx
          .insert(proApplications)
          .values({ userId: user.id, ...account.approved, status: 'approved', decidedAt: now });
      if (account.vendorPending)
        await tx.insert(vendorApplications).values({ userId: user.id, ...account.vendorPending });
      if (account.premium) {
        // A billed Premium plan (decision 0014) on the sandbox's token of 4242… 12/34: it renews in a month.
        const card = await new SandboxPaymentProvider().tokenizeCard(DEMO_CARD);
        await tx.insert(subscriptions).values({
          userId: user.id,
          kind: 'plan',
          plan: 'Premium',
          status: 'active',
          paidAmountCents: 19_900,
          startsAt: now,
          planCents: 19_900,
          provider: card.provider,
          cardToken: card.token,
          cardBrand: card.brand,
          cardLast4: card.last4,
          currentPeriodStart: now,
          currentPeriodEnd: periodEndOf(now, now),
        });
      }
    }
    await tx.insert(settings).values({ key: DEMO_ACCOUNTS_MARKER, value: now.toISOString() });
    return true;
  });
}
