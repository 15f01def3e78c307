import { describe, expect, it } from 'vitest';
import { invitationInputSchema, invitationPath, invitationStatus } from './invitations.ts';
import { inviteTokenField } from './invite-token.ts';

describe('invitations (issue 11 point 4)', () => {
  it('an invitation is accepted once accepted, else expired from its expiry on, else sent', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const later = new Date('2026-12-01T00:00:00Z');
    const earlier = new Date('2026-11-20T00:00:00Z');
    expect(invitationStatus({ acceptedAt: null, expiresAt: later }, now)).toBe('sent');
    expect(invitationStatus({ acceptedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(invitationStatus({ acceptedAt: null, expiresAt: earlier }, now)).toBe('expired');
    expect(invitationStatus({ acceptedAt: earlier, expiresAt: earlier }, now)).toBe('accepted');
  });

  it('links a client to the homeowner registration in the showroom, a designer to the pro one, a vendor to the vendor one', () => {
    const link = { showroomId: 7, vsdId: 'DEMO2026', token: 'abc_DEF-123' };
    expect(invitationPath('client', link)).toBe('/register?shop_id=7&vsd_id=DEMO2026&invite=abc_DEF-123');
    expect(invitationPath('designer', link)).toBe('/register/contractor?trade=designer&invite=abc_DEF-123');
    expect(invitationPath('vendor', link)).toBe('/register/vendor?invitation=abc_DEF-123');
  });

  it('normalises the email and the optional fields', () => {
    expect(invitationInputSchema.parse({ kind: 'client', email: ' Ann@Example.TEST ' })).toEqual({
      kind: 'client',
      email: 'ann@example.test',
      name: '',
      message: '',
    });
    expect(
      invitationInputSchema.parse({ kind: 'vendor', email: 'a@b.co', name: ' Vic ', message: null }),
    ).toMatchObject({ name: 'Vic', message: '' });
  });

  it('reads an invite token only when it looks like one (else none, never an error)', () => {
    expect(inviteTokenField.parse('Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo')).toBe(
      'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo',
    );
    for (const odd of [
      'short',
      'has space in it but long enough',
      "quote'sAndMore_______",
      '',
      null,
      undefined,
    ])
      expect(inviteTokenField.parse(odd)).toBeNull();
    expect(inviteTokenField.safeParse('x'.repeat(129)).success).toBe(false);
  });
});
