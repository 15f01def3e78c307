import type { LeadAnswer } from '@app/domain/leads/contract';
import { LEAD_FORM_ACTION, LEAD_TYPE_POPUP, type LeadFormInput } from '@app/domain/leads/lead-form';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The pop-up's three fields, as the body of POST /api/sample_request takes them (domain leadFormSchema). */
export type LeadFields = Pick<LeadFormInput, 'full_name' | 'email' | 'phone_number'>;

/**
 * POST /api/sample_request as multipart (spec point 7): the three fields, the fixed action and lead type,
 * and the selected showroom's user id ('' without one). Silent: a failed lead shows no message (spec
 * point 8), the form only stops its loader and highlights the fields the server rejected.
 * Resolves with the server's thank-you message.
 */
export async function sendLead(
  fields: LeadFields,
  shopProfileId: number | null,
): Promise<LeadAnswer['message']> {
  const form = new FormData();
  form.set('full_name', fields.full_name.trim());
  form.set('email', fields.email.trim());
  form.set('phone_number', fields.phone_number.trim());
  form.set('action', LEAD_FORM_ACTION);
  form.set('lead_type', LEAD_TYPE_POPUP);
  form.set('shop_profile_id', shopProfileId ? String(shopProfileId) : '');
  // The answer (domain leads/contract.ts) is the thanks alone, no `data`.
  const result = await api.postForm<undefined>(apiPaths.sampleRequest, form, { silent: true });
  return result.message ?? '';
}
