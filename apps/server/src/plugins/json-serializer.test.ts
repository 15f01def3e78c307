import { orderItemSchema } from '@app/domain/orders/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, serializerCompiler } from './json-serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) => JSON.parse(serializerCompiler({ schema })(data));

describe('response serializer', () => {
  it('sends only the fields the contract names, and leaves an optional field absent', () => {
    const item = {
      id: 7,
      product_name: 'Oak plank',
      qty: 2,
      status: 'Pending',
      status_date: '2026-11-24T10:00:00.000Z',
      size_label: null,
      vendor_name: 'Stone Co',
      image: '/media/p.png',
      thumb: '/media/p.png?size=thumb',
      unit: 'Box',
      colour: null,
      design: null,
      refunded: false,
      sample: false,
      final_price: 1200,
      vendor_secret_note: 'never sent',
    };
    const answer = serialize(orderItemSchema, item);
    expect(answer.final_price).toBe(1200);
    expect('vendor_secret_note' in answer).toBe(false);
    expect('contractor_markup_amt' in answer).toBe(false);
    expect(answer.size_label).toBeNull();
  });

  it('refuses an answer missing a required field instead of sending half a shape', () => {
    expect(() => serialize(z.object({ id: z.number().int(), name: z.string() }), { id: 1 })).toThrow(/name/);
  });

  it('turns each nullable into a type array, so no answer pays for an anyOf', () => {
    const json = responseJsonSchema(
      z.object({ logo: z.string().nullable(), n: z.number().int().nullable() }),
    );
    expect(JSON.stringify(json)).not.toContain('anyOf');
    expect(serialize(z.object({ logo: z.string().nullable() }), { logo: null })).toEqual({ logo: null });
  });

  it('keeps unions and records', () => {
    const schema = z.object({
      errors: z.record(z.string(), z.array(z.string())).optional(),
      value: z.union([z.string(), z.number()]),
    });
    expect(serialize(schema, { errors: { email: ['Taken.'] }, value: 3 })).toEqual({
      errors: { email: ['Taken.'] },
      value: 3,
    });
  });
});
