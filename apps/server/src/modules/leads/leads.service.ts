import { LEADS_PER_HOUR, type LeadForm } from '@app/domain/leads/lead-form';
import type { Database } from '../../db/client.ts';
import { release, take } from '../throttle/throttle.service.ts';
import { insertLead } from './leads.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const tooMany = (minutes: number) =>
  `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Stores a pop-up lead; an IP gets LEADS_PER_HOUR per hour, so the form cannot be used to flood the table. */
export async function submitLead(db: Database, form: LeadForm, ip: string): Promise<void> {
  const key = `lead:ip:${ip}`;
  // Checked and counted in one step (parallel posts cannot slip past the limit); a lead not saved is un-counted.
  const taken = await take(db, [{ key, max: LEADS_PER_HOUR, windowMs: HOUR_MS }], tooMany);
  try {
    await insertLead(db, form, ip);
  } catch (e) {
    await release(db, taken);
    throw e;
  }
}
