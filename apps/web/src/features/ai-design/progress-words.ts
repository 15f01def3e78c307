import type { Generation } from '@app/domain/ai-design/contract';

/**
 * What a running generation is doing, in words beside its progress bar (issue 26 point 4: "generations run
 * as jobs with progress shown"). The server reports a number; these are the stages its run goes through
 * (apps/server ai-design run-generation.ts: the catalogue read, the three searches, the takeoff).
 */
export function progressWords(g: Pick<Generation, 'status' | 'progress' | 'parent'>): string {
  if (g.status === 'queued') return 'Waiting for the designer to start…';
  if (g.status === 'failed') return 'These designs could not be finished.';
  if (g.status === 'succeeded') return 'Your designs are ready.';
  if (g.progress < 40) return 'Reading your room and the showroom’s catalogue…';
  if (g.progress < 75)
    return g.parent === null
      ? 'Choosing products that fit your room and suit your style…'
      : 'Changing what you asked for, keeping the rest…';
  if (g.progress < 95) return 'Pricing every pick by the exact takeoff…';
  return 'Checking the designs against your budget…';
}
