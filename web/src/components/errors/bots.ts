/** SPEC §4: user agents that never see the error screen (only the status and a log line). */
export const BOT_USER_AGENT = /bot|lighthouse|facebookexternalhit|google/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}
