/**
 * Whether links may load their pages ahead of the click on this connection.
 * Pure: the browser's `navigator.connection` (Network Information API, absent
 * in some browsers) is passed in.
 */
import { PREFETCH } from '@/config/navigation';

/** The fields of `navigator.connection` read here. */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the visitor asked to save data or the connection is very slow; true when the browser does not say. */
export function mayPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(PREFETCH.slowConnections as readonly string[]).includes(connection.effectiveType!);
}
