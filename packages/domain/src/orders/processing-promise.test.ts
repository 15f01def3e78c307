import { describe, expect, it } from 'vitest';
import { processBy, processingState } from './processing-promise.ts';

const placed = '2026-11-20T10:00:00.000Z';

describe('the 48-hour processing promise', () => {
  it('is due 48 hours after the order', () => {
    expect(processBy(placed).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('is late only for an unprocessed item past the 48 hours', () => {
    const before = new Date('2026-11-22T09:59:59.000Z');
    const after = new Date('2026-11-22T10:00:01.000Z');
    expect(processingState({ status: 'Waiting for approval' }, placed, before)).toBe('due');
    expect(processingState({ status: 'Waiting for approval' }, placed, after)).toBe('late');
    expect(processingState({ status: 'In Progress' }, placed, after)).toBe('late');
    expect(processingState({ status: 'Ready to Pick Up' }, placed, after)).toBe('processed');
    expect(processingState({ status: 'Decline' }, placed, after)).toBe('processed');
    expect(processingState({ status: 'Delivered' }, placed, after)).toBe('processed');
  });
});
