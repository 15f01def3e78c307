import { subscriptionBrands } from '@app/domain/subscriptions/plans';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { showrooms } from '../../db/schema/index.ts';
import type { PlanSubscription } from './subscriptions.repository.ts';

/**
 * Keeps the showroom's add-on columns, which the showroom lookups report (spec point 4: custom_addon on turns the
 * showroom's theme on), in step with the pro's plan: on while it brands, off once it lapses. Written in the
 * transaction of the change.
 */
export async function syncShowroomBranding(db: Database, plan: PlanSubscription) {
  const live = plan.status === 'active' || plan.status === 'past_due';
  const brands = subscriptionBrands({
    status: plan.status,
    plan: plan.plan,
    planCents: plan.planCents,
    customAddon: plan.customAddon,
  });
  await db
    .update(showrooms)
    .set({
      basicAddon: live ? 'active' : null,
      customAddon: brands ? 'active' : null,
      showroomSubscription: live ? plan.plan : null,
    })
    .where(eq(showrooms.userId, plan.userId));
}
