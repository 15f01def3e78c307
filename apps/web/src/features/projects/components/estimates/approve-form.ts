import {
  APPROVAL_MESSAGES,
  type ApproveEstimateRequest,
  approveEstimateBody,
} from '@app/domain/estimates/approval';
import type { Resolver, UseFormSetError } from 'react-hook-form';
import {
  placeRefusal,
  SHIP_AND_PAY_ORDER,
  type ShipAndPayValues,
  shipAndPayDefaults,
  shipAndPayFieldOf,
  shipToBodyOf,
  shipToErrors,
} from '../../../../components/forms/ship-and-pay.ts';
import { cardChoiceBody, cardChoiceErrors, type FormErrors } from '../../../../lib/card-choice.ts';

/**
 * The approval's inputs: where the materials ship and how they are paid (ship-and-pay.ts), and the typed name
 * that signs.
 */
export type ApproveValues = ShipAndPayValues & { signature: string };

export const approveDefaults = (hasAddress: boolean, hasCard: boolean): ApproveValues => ({
  ...shipAndPayDefaults(hasAddress, hasCard),
  signature: '',
});

/** Checked before anything is sent, by the rules the server applies: the address, the card, the signature. */
export const approveResolver: Resolver<ApproveValues> = async (values) => {
  const errors: FormErrors = { ...shipToErrors(values), ...cardChoiceErrors(values) };
  const signed = approveEstimateBody.shape.signature.safeParse(values.signature);
  if (!signed.success)
    errors.signature = {
      type: 'signature',
      message: signed.error.issues[0]?.message ?? APPROVAL_MESSAGES.signatureRequired,
    };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** POST …/approve's body: the saved address unless another is given, the card, the name as typed. */
export const approveBodyOf = (version: number, v: ApproveValues): ApproveEstimateRequest => ({
  version,
  signature: v.signature.trim(),
  ...shipToBodyOf(v),
  payment: cardChoiceBody(v),
});

/**
 * A 422's messages put where they belong: the signature under its field, the address and the card as
 * ship-and-pay.ts places them. Returns what has no place in the form, to show above its button.
 */
export const showApprovalErrors = (
  error: unknown,
  values: ApproveValues,
  setError: UseFormSetError<ApproveValues>,
) =>
  placeRefusal(
    error,
    setError,
    (key) => (key === 'signature' ? 'signature' : shipAndPayFieldOf(key, values)),
    [...SHIP_AND_PAY_ORDER, 'signature'],
  );
