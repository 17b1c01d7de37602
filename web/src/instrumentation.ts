/** Runs once when a server process starts (`next start`, `next dev`). */
export async function register() {
  // Say where contact messages go and whether the owner is e-mailed, before the first visitor writes.
  const { logContactSetup } = await import('./contact/setup');
  logContactSetup();
}
