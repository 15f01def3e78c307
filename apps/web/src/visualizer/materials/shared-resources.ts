/**
 * GPU resources shared by key and counted by their users: every mesh with the same product and pattern draws
 * with one material (one texture upload, one shader). A resource nobody uses is disposed after a short delay,
 * not at once, because React may release and retain it again within one commit (StrictMode, a re-key). A new
 * resource is made while a component renders and claimed in its effect, which in software WebGL can come
 * seconds later (shader compiles block the main thread): one never claimed yet is kept up to
 * `unclaimedForMs`, so a mesh is never left drawing a disposed material whose painted maps are then dropped.
 */
type Disposable = { dispose(): void };

export class SharedResources<T extends Disposable> {
  private readonly entries = new Map<string, { value: T; users: number; claimed: boolean; born: number }>();

  constructor(
    private readonly sweepAfterMs = 1000,
    private readonly unclaimedForMs = 30_000,
  ) {}

  /** The resource for a key, created on first use; it is disposed unless retained soon. */
  get(key: string, create: () => T): T {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { value: create(), users: 0, claimed: false, born: Date.now() };
      this.entries.set(key, entry);
      this.sweepLater(key);
    }
    return entry.value;
  }

  retain(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.users += 1;
    entry.claimed = true;
  }

  release(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.users = Math.max(0, entry.users - 1);
    if (entry.users === 0) this.sweepLater(key);
  }

  has(key: string) {
    return this.entries.has(key);
  }

  private sweepLater(key: string) {
    setTimeout(() => {
      const entry = this.entries.get(key);
      if (!entry || entry.users > 0) return;
      if (!entry.claimed && Date.now() - entry.born < this.unclaimedForMs) {
        this.sweepLater(key);
        return;
      }
      this.entries.delete(key);
      entry.value.dispose();
    }, this.sweepAfterMs);
  }
}
