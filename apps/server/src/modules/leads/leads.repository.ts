import type { LeadForm } from '@app/domain/leads/lead-form';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';

export async function insertLead(db: Database, form: LeadForm, ip: string): Promise<void> {
  await db.insert(leads).values({
    fullName: form.full_name,
    email: form.email,
    phoneNumber: form.phone_number,
    action: form.action ?? null,
    leadType: form.lead_type ?? null,
    shopProfileId: form.shop_profile_id ?? null,
    ip,
  });
}
