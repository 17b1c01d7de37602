/**
 * When a server starts on a host that runs Next (instrumentation.ts calls it on
 * Node): a bad environment stops it with its message and exit code 1, as it
 * stops `npm start`, and the contact form says where messages go and whose
 * address its limit counts.
 */
import 'server-only';

export async function register(): Promise<void> {
  const [{ env, EnvError }, { logContactSetup }] = await Promise.all([import('./env'), import('./contact/setup')]);
  let building: boolean;
  try {
    building = env().server.building;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  if (!building) logContactSetup();
}
